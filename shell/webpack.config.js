// @ts-check
// The shell builds with the one shared federation config, its page template and public files included (hostConfig).
const { hostConfig } = require('@greencard/build');

module.exports = (_env, argv) => hostConfig({ dir: __dirname, production: argv.mode !== 'development' });
