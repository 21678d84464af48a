// A step's production build as its webpack config makes it, less the two parts that only shape what is downloaded:
// minifying and the compressed copies (with their source maps). They take about two thirds of a build's time, and
// the tests that build a step's next version check what it does, never its bytes. Run in the step's folder.
const path = require('node:path');

const webpack = require(require.resolve('webpack', { paths: [process.cwd()] }));
const made = require(path.resolve('webpack.config.js'))({}, { mode: 'production' });
const DOWNLOAD_ONLY = new Set(['CompressionPlugin', 'SourceMapDevToolPlugin']);
const configs = [made].flat().map((config) => ({
  ...config,
  optimization: { ...config.optimization, minimize: false },
  plugins: (config.plugins ?? []).filter((plugin) => !DOWNLOAD_ONLY.has(plugin.constructor.name)),
}));

webpack(configs, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
  }
});
