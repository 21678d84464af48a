module.exports = require('@greencard/build/jest-preset').jestConfig({ dir: __dirname, environment: 'node' });
