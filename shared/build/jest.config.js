module.exports = require('./jest-preset').jestConfig({ dir: __dirname, environment: 'node' });
