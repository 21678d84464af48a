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
  // Where the bundle was written: `webpack --output-path` (a scratch build) moves every compiler's output there, and
  // the browser build's clean then removes the bundle from that folder before it writes its own files.
  const file = { path: '' };
  const config = {
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
    // Built first, into the staging root, which its `clean` empties of whatever an earlier build left there.
    output: {
      path: stagingRoot,
      filename: FIRST_VIEW_BUNDLE,
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Run once at build time and never shipped: minifying it would only slow the build.
    optimization: { minimize: false },
    plugins: [
      new DefinePlugin(defines),
      // One file, the step's lazy parts (its texts, its FAQ) included: the renderer loads nothing else.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      {
        apply: (/** @type {import('webpack').Compiler} */ compiler) =>
          compiler.hooks.afterEmit.tap('GreencardFirstViewBundle', () => {
            file.path = path.join(compiler.outputPath, FIRST_VIEW_BUNDLE);
          }),
      },
    ],
  };
  return { config, file };
}

module.exports = { firstViewBundleConfig };
