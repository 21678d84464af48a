// @ts-check
// A step's server container: the same step code built for Node, exposing `./server` (its server rendering), which
// the shop server loads at run time from the step's build folder. It lives in that folder under server/, so the
// step's release carries its server rendering with its browser code, at the same version.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin, optimize } = require('webpack');
const { sharedSingletons } = require('./sharedScope');
const { EXPOSED } = require('./exposedModules');

/** Where a build's server container is, relative to its mf-manifest.json. */
const SERVER_ENTRY = 'server/remoteEntry.js';

/**
 * @param {{ dir: string, name: string, production: boolean, outputPath: string, defines: Record<string, string>,
 *   common: Record<string, any> }} options
 *   outputPath: the browser build's output folder (the server container goes into its server/ folder);
 *   defines: the browser build's DefinePlugin values, so both report the same build; common: the shared loaders.
 */
function serverContainerConfig({ dir, name, production, outputPath, defines, common }) {
  return {
    ...common,
    name: `${name}-server`,
    context: dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    module: {
      rules: [
        ...common.module.rules.filter((/** @type {{ test: RegExp }} */ rule) => !rule.test.test('.css')),
        // Styles reach the page through the browser build's CSS files; the server only renders markup.
        { test: /\.css$/, loader: require.resolve('./server/noStyles') },
      ],
    },
    output: {
      path: path.join(outputPath, path.dirname(SERVER_ENTRY)),
      publicPath: '',
      // The one chunk is always the container: when LimitChunkCountPlugin merges the container's entry chunk into
      // another chunk (the payment step's texts), the survivor is named by this, not by the container's filename, and
      // a '[name].js' here wrote the payment step's container as server/payment.js where its manifest names
      // server/remoteEntry.js.
      filename: path.basename(SERVER_ENTRY),
      uniqueName: `${name}_server`,
      clean: false,
    },
    optimization: { minimize: production, chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new DefinePlugin(defines),
      // One file: the shop server loads the container by itself, with nothing further to fetch.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ModuleFederationPlugin({
        name,
        // A named library fails to load (the entry then lacks init): the container is the module's exports.
        library: { type: 'commonjs-module' },
        filename: path.basename(SERVER_ENTRY),
        exposes: { [EXPOSED.server]: './src/server.ts' },
        shared: sharedSingletons(dir),
        manifest: false,
        dts: false,
      }),
    ],
  };
}

module.exports = { serverContainerConfig, SERVER_ENTRY };
