// @ts-check
// A step's first views, rendered when it is built and shipped as `first-view.json` beside its manifest: the shop
// server inserts that HTML into its page and runs no code of the step (docs/server-rendering.md). The rendering runs
// the step's first-view bundle (the step's code built for Node with everything it imports: React, the store, i18n) in
// a Node process of its own, with an empty environment and Node's permission model: it may read its bundle and
// nothing else, write nothing, start no process. Whatever a step's code does there, it finds no secret of the machine
// that builds it. The bundle is written beside the build's staging folder, never into the build: nothing a step ships
// runs in the shop server.
const { execFile } = require('node:child_process');
const path = require('node:path');
const { promisify } = require('node:util');
const { DefinePlugin, optimize } = require('webpack');

const NAME = 'GreencardFirstViews';

/** The file beside mf-manifest.json; the manifest names it as metaData.greencard.firstView. */
const FIRST_VIEW_FILE = 'first-view.json';

/** How long a step's first views may take to render. */
const RENDER_TIMEOUT_MS = 60_000;

/** Runs the bundle's `firstViews(paths)` and prints its answer as JSON: the only code of the renderer process. */
const RENDERER = `
const { firstViews } = require(process.argv[1]);
firstViews(JSON.parse(process.argv[2])).then(
  (views) => process.stdout.write(JSON.stringify(views)),
  (error) => { console.error(error && error.stack || String(error)); process.exit(1); },
);`;

/** Node's permission model: `--permission` from Node 22, `--experimental-permission` before. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has('--permission')
  ? '--permission'
  : '--experimental-permission';

/**
 * Renders the first views with the bundle at `bundle`, in a process with an empty environment (no PATH, no
 * variable of the build's shell) that may only read the bundle, answering the JSON it printed.
 * @param {string} bundle @param {string[]} paths @returns {Promise<string>}
 */
async function renderFirstViews(bundle, paths) {
  // What the process wrote on stderr is in the message of its failure.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [PERMISSION_FLAG, `--allow-fs-read=${bundle}`, '--no-warnings', '-e', RENDERER, bundle, JSON.stringify(paths)],
    { env: {}, timeout: RENDER_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** The bundle's file, in `first-view/` of the build's staging root (beside `files/`, which becomes the build). */
const FIRST_VIEW_BUNDLE = path.join('first-view', 'bundle.js');

/**
 * The config of a step's first-view bundle, built just before the browser build, which renders its first views with it.
 * @param {{ name: string, stagingRoot: string, defines: Record<string, string>, common: Record<string, any> }} options
 *   stagingRoot: the build's staging root; defines: the browser build's DefinePlugin values, so both render the same
 *   build; common: the production browser build's config (commonConfig), whose mode, folder and loaders it takes.
 */
function firstViewBundleConfig({ name, stagingRoot, defines, common }) {
  // Where the bundle was written: `webpack --output-path` (a scratch build) moves every compiler's output there, and
  // the browser build's clean then removes the bundle from that folder before it writes its own files.
  const file = { path: '' };
  const config = {
    ...common,
    name: `${name}-first-view`,
    target: 'node',
    entry: { bundle: './src/server.ts' },
    module: {
      rules: [
        ...common.module.rules.filter((/** @type {{ test: RegExp }} */ rule) => !rule.test.test('.css')),
        // Styles reach the page through the browser build's CSS files: here a stylesheet is a string nothing reads.
        { test: /\.css$/, type: 'asset/source' },
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

class FirstViewsPlugin {
  /** @param {{ path: string }} bundle where the step's first-view bundle was built */
  constructor(bundle) {
    this.bundle = bundle;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            // Each page of the routes.json the build ships, rendered in every language: the build's CopyPlugin, applied
            // before this plugin, has put it among the assets at this stage, as the step contract reads it.
            const routes = compilation.getAsset('routes.json')?.source.source();
            const paths = routes ? JSON.parse(String(routes)).map((/** @type {{ path: string }} */ r) => r.path) : [];
            const views = await renderFirstViews(this.bundle.path, paths);
            compilation.emitAsset(FIRST_VIEW_FILE, new sources.RawSource(views));
          } catch (error) {
            compilation.errors.push(
              new WebpackError(
                `The first views could not be rendered: ${error instanceof Error ? error.message : error}`,
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = { firstViewBundleConfig, FirstViewsPlugin, FIRST_VIEW_FILE, renderFirstViews };
