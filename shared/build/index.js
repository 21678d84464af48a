// @ts-check
// The one webpack + Module Federation configuration. The shell (host) and every step module (remote) build with it,
// so the shared singletons, loaders and output rules cannot drift between teams.
const path = require('node:path');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { Compilation, DefinePlugin, SourceMapDevToolPlugin, sources } = require('webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { makePlaceholder } = require('webpack-subresource-integrity/util');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const zlib = require('node:zlib');
const { pageLibraries, pageModules, sharedSingletons, stepSingletons, ProvidePageLibraries } = require('./sharedScope');
const { buildInfo, stepVersion } = require('./buildVersion');
const { versionFolder } = require('@greencard/release/versionFolder');
const { EXPOSED, REMOTE_ENTRY, containerGlobal } = require('@greencard/step-contract/exposedModules');
const { parseStepJson, parseStepRoutes } = require('@greencard/step-contract');
const { VersionedOutputPlugin } = require('./versionedOutput');
const { firstViewBundleConfig, FirstViewsPlugin, FIRST_VIEW_FILE } = require('./firstViews');
const { browserFederation } = require('./browserFederation');
const { sharedChunkGroups, textChunkGroups } = require('./sharedChunks');

/**
 * No `charset` on the script elements webpack adds for a chunk (the files are served as UTF-8 anyway). Firefox
 * sometimes cancelled the page's `<link rel="preload">` of a chunk, with an error on the link, when webpack's script
 * for it, with that attribute, came while the preload was still loading: 4 of 20 loads of `/en` after `/` in the
 * Firefox journey, 0 of 40 without it (docs/performance.md).
 */
const PRELOADED_SCRIPTS_CHARSET = false;

/** Where the common texts' modules are: @greencard/i18n as the package being built resolves it. */
const commonTextsFolder = (/** @type {string} */ dir) =>
  path.join(path.dirname(require.resolve('@greencard/i18n/package.json', { paths: [dir] })), 'src', 'resources');

/**
 * How a production build is delivered: source maps kept off the public path (at `sourceMaps`, relative to the
 * output folder, with no sourceMappingURL in the files, for error reports), and a brotli and a gzip copy of every
 * text file written once at build time, so no server compresses per request.
 * @param {boolean} production
 * @param {string} sourceMaps
 */
function deliveryPlugins(production, sourceMaps) {
  if (!production) return [];
  const compressed = { test: /\.(js|css|json|svg|txt|webmanifest)$/, threshold: 512, minRatio: 0.9 };
  return [
    new SourceMapDevToolPlugin({ filename: `${sourceMaps}/[file].map`, append: false }),
    ...[
      { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } },
      {
        algorithm: 'brotliCompress',
        filename: '[path][base].br',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      },
    ].map((copy) => new CompressionPlugin({ ...compressed, ...copy })),
  ];
}

// What buyers load is what was judged (docs/step-release.md, "What buyers load"): a step's container script names each
// chunk it loads with its hash, and webpack's chunk loader gives it to the browser as the script's `integrity`, so a
// chunk changed after its build is refused by the browser. webpack-subresource-integrity writes the hashes. Module
// Federation's consume-shared chunks have no file (their modules come from the page's share scope): the plugin leaves a
// placeholder for each, which no file fills, and refuses the build. They are never loaded, so their placeholders are
// taken out before its check; every chunk with a file keeps its hash.
const FILE_LESS_CHUNKS = 'GreencardChunkIntegrity';
const INTEGRITY_HASHES = ['sha384'];

/** Takes the placeholders of chunks without a file out of every asset that holds one. */
class FileLessChunks {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(FILE_LESS_CHUNKS, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: FILE_LESS_CHUNKS, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        (assets) => {
          const unfilled = [...compilation.chunks]
            .filter((chunk) => chunk.files.size === 0 && chunk.id !== null)
            .map((chunk) => makePlaceholder(INTEGRITY_HASHES, /** @type {string | number} */ (chunk.id)));
          if (!unfilled.length) return;
          for (const [file, source] of Object.entries(assets)) {
            const text = source.source().toString();
            const cleared = unfilled.reduce((result, placeholder) => result.replaceAll(placeholder, ''), text);
            if (cleared !== text) compilation.updateAsset(file, new sources.RawSource(cleared));
          }
        },
      );
    });
  }
}

/**
 * The plugins that give a production build's chunks their integrity; its chunks are then loaded with CORS
 * (`output.crossOriginLoading`), which every step server answers (docs/step-release.md).
 * @param {boolean} production
 */
const chunkIntegrity = (production) =>
  production ? [new SubresourceIntegrityPlugin({ hashFuncNames: INTEGRITY_HASHES }), new FileLessChunks()] : [];

/**
 * What every browser build, the shell's and each step's, is made with (the first-view bundle takes its loaders): its
 * chunks and assets named by their content, its folder emptied first, ids that stay the same from build to build,
 * and the minifiers: webpack's own for the scripts (`'...'`), and the stylesheets with esbuild. The shop server writes
 * the shell's and the step's CSS into every page (docs/server-rendering.md), so its size is the page's: minified, 23.6
 * KB of it became 15.5 KB before compression (docs/performance.md).
 * @param {{ dir: string, name: string, production: boolean, react?: ReactTransform, output: object,
 *   cacheGroups: object }} options react: swc's React transform options over the automatic runtime (the dev server's,
 *   devServer.js); output: where the build goes and is served from; cacheGroups: how its chunks are cut (sharedChunks.js)
 */
function commonConfig({ dir, name, production, react = {}, output, cacheGroups }) {
  return {
    mode: production ? 'production' : 'development',
    // Production source maps are written by deliveryPlugins, beside the build rather than in it.
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: dir,
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
                transform: { react: { runtime: 'automatic', ...react } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(svg|png|woff2)$/, type: 'asset/resource' },
      ],
    },
    output: {
      ...output,
      // No hash in a federated entry's name: the shell's page asks for main.js with the build hash in the query
      // string, and the shop server caches that request for a year (docs/shop-server.md).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: '[name].[contenthash:10][ext]',
      charset: PRELOADED_SCRIPTS_CHARSET,
      clean: true,
      uniqueName: name,
    },
    optimization: {
      chunkIds: 'deterministic',
      moduleIds: 'deterministic',
      minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
      splitChunks: { cacheGroups },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const cssFiles = () =>
  new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' });

/**
 * Where a remote's build goes. Production: staged in .cache/, then moved whole to dist/<version>+<build>/ (never
 * over another build), with its source maps in dist-sourcemaps/<version>+<build>/. Development: dist/dev/,
 * replaced each time and never released.
 * @param {string} dir @param {string} name @param {boolean} production @param {{ version: string, build: string }} info
 */
function remoteOutput(dir, name, production, info) {
  // A development build has no source maps of its own (deliveryPlugins) and no first views.
  if (!production) return { path: path.join(dir, 'dist', 'dev'), plugins: [] };
  const folder = versionFolder(info.version, info.build);
  const stagingRoot = path.join(dir, '.cache', 'build', folder);
  const staging = path.join(stagingRoot, 'files');
  return {
    path: staging,
    stagingRoot,
    sourceMaps: '../maps',
    plugins: [
      new VersionedOutputPlugin({
        staging,
        target: path.join(dir, 'dist', folder),
        mapsStaging: path.join(stagingRoot, 'maps'),
        mapsTarget: path.join(dir, 'dist-sourcemaps', folder),
        label: `${name}@${folder}`,
      }),
    ],
  };
}

/**
 * A step module: its browser container, exposing one single-spa lifecycle as `./app` and publishing mf-manifest.json
 * (with the journey major, version and build, and where its first views are, under metaData.greencard), its
 * routes.json and step.json, and its first views (first-view.json), rendered by its first-view bundle, which is
 * built just before beside the build and never shipped in it. A development build (the dev server of `npm run
 * dev`) is only the browser container, and its manifest names no first views: its pages render in the browser.
 * @param {{ dir: string, name: string, production?: boolean, react?: ReactTransform }} options
 */
function remoteConfig({ dir, name, production = true, react }) {
  const info = buildInfo(dir, stepVersion(dir));
  const output = remoteOutput(dir, name, production, info);
  const common = commonConfig({
    dir,
    name,
    production,
    react,
    // Chunks are found beside remoteEntry.js, so a build works from whichever folder it is served.
    output: { path: output.path, publicPath: 'auto', crossOriginLoading: 'anonymous' },
    cacheGroups: textChunkGroups(path.join(dir, 'src', 'i18n')),
  });
  const defines = {
    __STEP_BUILD__: JSON.stringify(`${name}@${info.version}+${info.build}`),
    __JOURNEY_MAJOR__: JSON.stringify(info.journeyMajor),
  };
  const { stagingRoot } = output;
  const firstView = stagingRoot && firstViewBundleConfig({ name, stagingRoot, defines, common });
  const bundle = firstView && firstView.config;
  const browser = {
    ...common,
    name,
    dependencies: bundle ? [bundle.name] : [],
    entry: {},
    plugins: [
      ...chunkIntegrity(production),
      new DefinePlugin(defines),
      cssFiles(),
      ...browserFederation({
        name,
        library: { type: 'var', name: containerGlobal(name) },
        filename: REMOTE_ENTRY,
        exposes: { [EXPOSED.app]: './src/app.tsx' },
        shared: { ...stepSingletons(dir), ...pageLibraries(dir), ...pageModules(dir) },
        greencard: bundle ? { ...info, firstView: FIRST_VIEW_FILE } : info,
      }),
      // What the step declares goes into its build beside mf-manifest.json, as it is, and only when the step contract's
      // parser takes it: a release copies it from the build it switches to (docs/step-release.md, "The schemas"). Before
      // FirstViewsPlugin, which renders the pages of the routes.json it puts there.
      new CopyPlugin({
        patterns: Object.entries({ 'routes.json': parseStepRoutes, 'step.json': parseStepJson }).map(
          ([from, parse]) => ({
            from,
            noErrorOnMissing: true,
            transform: (/** @type {Buffer} */ text) => {
              parse(JSON.parse(String(text)), path.basename(dir));
              return text;
            },
          }),
        ),
      }),
      ...(firstView ? [new FirstViewsPlugin(firstView.file)] : []),
      ...output.plugins,
      ...deliveryPlugins(production, output.sourceMaps),
    ],
  };
  return bundle ? [bundle, browser] : [browser];
}

/**
 * The shell: a federation host with no build-time remotes (they come from registry.json at run time), with its page
 * template and its public files. Its mf-manifest.json tells a release which singletons, at which versions, and which
 * journey major it provides.
 * @param {{ dir: string, production?: boolean, react?: ReactTransform }} options
 */
function hostConfig({ dir, production = true, react }) {
  return {
    ...commonConfig({
      dir,
      name: 'shell',
      production,
      react,
      output: { path: path.join(dir, 'dist'), publicPath: '/' },
      cacheGroups: { ...sharedChunkGroups(), ...textChunkGroups(commonTextsFolder(dir)) },
    }),
    entry: { main: './src/index.ts' },
    plugins: [
      cssFiles(),
      ...browserFederation({
        name: 'shell',
        shared: sharedSingletons(dir),
        greencard: buildInfo(dir, require(path.join(dir, 'package.json')).version),
      }),
      new ProvidePageLibraries(dir),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'head',
        scriptLoading: 'defer',
        minify: false,
        hash: true,
      }),
      new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] }),
      ...deliveryPlugins(production, '../dist-sourcemaps'),
    ],
  };
}

/** @typedef {{ development?: boolean, refresh?: boolean }} ReactTransform */

module.exports = { remoteConfig, hostConfig };
