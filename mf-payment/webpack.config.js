// @ts-check
// Every step module builds with the one shared federation config: it exposes ./app, its single-spa lifecycle.
const { remoteConfig } = require('@greencard/build');

module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'payment', production: argv.mode !== 'development' });
