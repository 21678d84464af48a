module.exports = require('@greencard/build/testing/jest-preset').jestConfig({ dir: __dirname, environment: 'jsdom' });
