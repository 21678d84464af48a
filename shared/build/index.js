// @ts-check
// The one webpack + Module Federation configuration. The shell (host) and every step module (remote) build with it,
// so the shared singletons, loaders and output rules cannot drift between teams.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin, SourceMapDevToolPlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { execSync } = require('node:child_process');

/** Versions the singletons are built against, read from the installed packages so there is one source of truth. */
function installedVersion(name) {
  return require(`${name}/package.json`).version;
}

/**
 * The shared scope: one copy of each in the page (STACK traps 3 and 4). The @greencard packages are shared too: the
 * stateful ones must be (one store, one i18n), and sharing the stateless ones keeps every remote small.
 */
function sharedSingletons() {
  // react-final-form keeps the form in a React context: the ui package's field adapters and a step's <Form> must use
  // the same copy, or useField finds no form.
  const libs = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'i18next', 'react-i18next', 'react-final-form', 'final-form'];
  /** @type {Record<string, { singleton: true, requiredVersion: string, version?: string }>} */
  const shared = {};
  for (const lib of libs) {
    // The version is given, not guessed: webpack cannot read it for packages whose exports hide package.json.
    const version = installedVersion(lib);
    shared[lib] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  const react = installedVersion('react');
  const reactDom = installedVersion('react-dom');
  shared['react/jsx-runtime'] = { singleton: true, version: react, requiredVersion: `^${react}` };
  shared['react-dom/client'] = { singleton: true, version: reactDom, requiredVersion: `^${reactDom}` };
  for (const pkg of ['domain', 'api', 'store', 'i18n', 'ui', 'step']) {
    shared[`@greencard/${pkg}`] = { singleton: true, requiredVersion: '^1.0.0' };
  }
  return shared;
}

/** Which build of a step is live: `name@version+BUILD_ID` (or the git commit), shown on the page as data-step-build. */
function buildIdentity(dir, name) {
  const { version } = require(path.join(dir, 'package.json'));
  let id = process.env.BUILD_ID;
  if (!id) {
    try {
      id = execSync('git rev-parse --short HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    } catch {
      id = 'local';
    }
  }
  return `${name}@${version}+${id}`;
}

/**
 * The journey schema major a remote is built against, baked in at build time: at run time the store is the shell's
 * shared singleton, so only a build-time copy can tell that a remote expects another shape (DECISIONS 11).
 */
function journeyMajor() {
  const file = path.join(path.dirname(require.resolve('@greencard/store/package.json')), 'src/journey/schemaVersion.ts');
  const match = /JOURNEY_SCHEMA_VERSION = (\d+)/.exec(require('node:fs').readFileSync(file, 'utf8'));
  if (!match) throw new Error(`No JOURNEY_SCHEMA_VERSION in ${file}`);
  return Number(match[1]);
}

/**
 * How a production build is delivered: source maps kept off the public path (in dist-sourcemaps/ beside dist/, with
 * no sourceMappingURL in the files, for error reports), and a brotli and a gzip copy of every text file written once
 * at build time, so no server compresses per request.
 * @param {boolean} production
 */
function deliveryPlugins(production) {
  if (!production) return [];
  const compressible = /\.(js|css|json|svg|txt|webmanifest)$/;
  return [
    new SourceMapDevToolPlugin({ filename: '../dist-sourcemaps/[file].map', append: false }),
    new CompressionPlugin({ test: compressible, threshold: 512, minRatio: 0.9, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test: compressible,
      threshold: 512,
      minRatio: 0.9,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** @param {boolean} production */
function commonConfig(production) {
  return {
    mode: production ? 'production' : 'development',
    // Production source maps are written by deliveryPlugins, beside the build rather than in it.
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.(t|j)sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A step module: exposes one single-spa lifecycle as `./app` and publishes mf-manifest.json.
 * @param {{ dir: string, name: string, production?: boolean }} options
 */
function remoteConfig({ dir, name, production = true }) {
  return {
    ...commonConfig(production),
    context: dir,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // The remote entry keeps a stable name (STACK trap 2); the manifest pointing at it is what a release swaps.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new DefinePlugin({
        __STEP_BUILD__: JSON.stringify(buildIdentity(dir, name)),
        __JOURNEY_MAJOR__: JSON.stringify(journeyMajor()),
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
      new ModuleFederationPlugin({
        name,
        // The entry's global is namespaced: a remote called "confirm" would otherwise collide with window.confirm.
        library: { type: 'var', name: `greencard_${name}` },
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app.tsx' },
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host provides the federation runtime once (STACK trap 11): each remoteEntry stays small.
        experiments: { externalRuntime: true },
      }),
      ...deliveryPlugins(production),
    ],
  };
}

/**
 * The shell: a federation host with no build-time remotes (they come from remotes.json at run time).
 * @param {{ dir: string, production?: boolean, plugins?: unknown[] }} options
 */
function hostConfig({ dir, production = true, plugins = [] }) {
  return {
    ...commonConfig(production),
    context: dir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      // No hash in a federated entry's name (STACK trap 2): main.js is revalidated, and the page asks for it with
      // the build hash in the query string.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      uniqueName: 'shell',
      clean: true,
    },
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      ...plugins,
      ...deliveryPlugins(production),
    ],
  };
}

module.exports = { remoteConfig, hostConfig, sharedSingletons };
