// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { hostConfig } = require('@greencard/build');

/** The shell's own plugins: its page template and its public files (also those of its dev build, `npm run dev`). */
const shellPlugins = () => [
  new HtmlWebpackPlugin({
    template: './src/index.html',
    inject: 'head',
    scriptLoading: 'defer',
    minify: false,
    hash: true,
  }),
  new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
];

module.exports = (_env, argv) =>
  hostConfig({ dir: __dirname, production: argv.mode !== 'development', plugins: shellPlugins() });
module.exports.shellPlugins = shellPlugins;
