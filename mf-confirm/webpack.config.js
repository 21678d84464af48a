// @ts-check
// Every step module builds with the one shared federation config: it exposes ./app, its single-spa lifecycle, and a
// production build lands in its own folder, dist/<version>+<build id>/, never over another build.
const { remoteConfig } = require('@greencard/build');

module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'confirm', production: argv.mode !== 'development' });
