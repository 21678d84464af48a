module.exports = require('./testing/jest-preset').jestConfig({ dir: __dirname, environment: 'node' });
