// @ts-check
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { hostConfig } = require('@greencard/build');

module.exports = (_env, argv) =>
  hostConfig({
    dir: __dirname,
    production: argv.mode !== 'development',
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', inject: 'head', scriptLoading: 'defer', minify: false, hash: true }),
      new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public'), to: '.' }] }),
    ],
  });
