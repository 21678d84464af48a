// @ts-check
// A step's first-view bundle: the step's code built for Node with everything it imports (React, the store, i18n),
// run once by the step's own build to render its first views (firstViews.js). It is written beside the build's
// staging folder, never into the build: nothing a step ships runs in the shop server (docs/server-rendering.md).
const path = require('node:path');
const { DefinePlugin, optimize } = require('webpack');

/** The bundle's file, in `first-view/` of the build's staging root (beside `files/`, which becomes the build). */
const FIRST_VIEW_BUNDLE = path.join('first-view', 'bundle.js');

/**
 * @param {{ dir: string, name: string, stagingRoot: string, defines: Record<string, string>,
 *   common: Record<string, any> }} options
 *   stagingRoot: the build's staging root; defines: the browser build's DefinePlugin values, so both render the same
 *   build; common: the shared loaders.
 */
function firstViewBundleConfig({ dir, name, stagingRoot, defines, common }) {
  return {
    ...common,
    mode: 'production',
    name: `${name}-first-view`,
    context: dir,
    target: 'node',
    entry: { bundle: './src/server.ts' },
    devtool: false,
    module: {
      rules: [
        ...common.module.rules.filter((/** @type {{ test: RegExp }} */ rule) => !rule.test.test('.css')),
        // Styles reach the page through the browser build's CSS files; a first view is only markup.
        { test: /\.css$/, loader: require.resolve('./server/noStyles') },
      ],
    },
    output: {
      path: path.join(stagingRoot, path.dirname(FIRST_VIEW_BUNDLE)),
      filename: path.basename(FIRST_VIEW_BUNDLE),
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Run once at build time and never shipped: minifying it would only slow the build.
    optimization: { minimize: false },
    plugins: [
      new DefinePlugin(defines),
      // One file, the step's lazy parts (its texts, its FAQ) included: the renderer loads nothing else.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

module.exports = { firstViewBundleConfig, FIRST_VIEW_BUNDLE };
