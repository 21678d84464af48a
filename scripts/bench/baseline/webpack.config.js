// @ts-check
// The performance baseline: the same shell and step modules as one ordinary webpack build, without Module
// Federation, so `npm run bench` can show what the composition costs. It is the shell's own configuration (same
// loaders, output names, page template and delivery) with three changes: no federation plugin; the entry is the
// bootstrap itself, as the async boundary only exists for the federation's shared-module negotiation; and the
// shell's step containers are replaced by ordinary dynamic imports of each step's source (stepContainers.ts here).
// It lives with the bench, not in the shell: the shell never depends on a step's code (docs/performance.md).
// Output goes to dist/ beside this file, which the shop server serves through SHELL_DIST_DIR.
const path = require('node:path');
const { DefinePlugin, container } = require('webpack');
const { StatsPlugin } = require('@module-federation/manifest');
const { buildId, journeyMajor, stepVersion } = require('@greencard/build/buildVersion');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const shellConfig = require(path.join(ROOT, 'shell', 'webpack.config.js'));

/**
 * The step whose source `resource` is (mf-<step>/src/...), whose identity a define inside it takes.
 * @param {string | undefined} resource
 */
function stepDir(resource) {
  const match = /^mf-([a-z]+)$/.exec(path.relative(ROOT, resource ?? '').split(path.sep)[0] ?? '');
  if (!match) throw new Error(`${resource} uses a step's build constants but is not in a step module`);
  return { name: String(match[1]), dir: path.join(ROOT, match[0]) };
}

/**
 * What each step's build defines (its `name@version+build` and journey major) computed for the module being
 * compiled, since one bundle holds every step.
 * @param {(step: { name: string, dir: string }) => unknown} value
 */
const perStep = (value) =>
  DefinePlugin.runtimeValue(({ module }) => JSON.stringify(value(stepDir(module.resource))), true);

/** @param {Record<string, unknown>} env @param {Record<string, unknown>} argv */
module.exports = (env, argv) => {
  const shell = shellConfig(env, argv);
  // The federation plugin and the manifest plugin beside it (shared/build/browserFederation.js).
  const plugins = shell.plugins.filter(
    (/** @type {unknown} */ plugin) =>
      !(plugin instanceof container.ModuleFederationPlugin || plugin instanceof StatsPlugin),
  );
  if (plugins.length !== shell.plugins.length - 2)
    throw new Error('the shell config has no federation plugins to drop');
  return {
    ...shell,
    // The shell's folder stays the context: its entry, page template and public files are named relative to it.
    // The shell's stylesheets are imported by its index.ts, which this entry skips: they come first, as there, so the
    // one bundle's page links its CSS from the template and the shop server writes it in, as for the composed page.
    entry: { main: ['@greencard/ui/src/styles.css', './src/shell.css', './src/bootstrap.tsx'] },
    output: { ...shell.output, path: path.join(__dirname, 'dist') },
    resolve: {
      ...shell.resolve,
      alias: {
        [`${path.join(ROOT, 'shell', 'src', 'remotes', 'stepContainers')}$`]: path.join(__dirname, 'stepContainers.ts'),
      },
    },
    plugins: [
      ...plugins,
      new DefinePlugin({
        __STEP_BUILD__: perStep(({ name, dir }) => `${name}@${stepVersion(dir)}+${buildId({ cwd: dir })}`),
        __JOURNEY_MAJOR__: perStep(({ dir }) => journeyMajor(dir)),
      }),
    ],
  };
};
