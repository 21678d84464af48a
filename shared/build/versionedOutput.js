// @ts-check
// A step's build is a deploy unit that is never overwritten: webpack writes into a staging folder, and only a
// complete build is moved to dist/<version folder>. A folder that already exists is left as it is: rebuilding the
// same code confirms it, and different code under a released name is refused.
const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');

const NAME = 'GreencardVersionedOutput';

/** Every file under `dir`, by its relative path, with its bytes. @param {string} dir */
const filesIn = (dir) =>
  new Map(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => !fs.statSync(path.join(dir, file)).isDirectory())
      .map((file) => [file, fs.readFileSync(path.join(dir, file))]),
  );

/**
 * Moves a finished build from `staging` to `target`. Returns 'created', or 'unchanged' when `target` already holds
 * exactly these files (its manifest's time is then renewed, so it counts as the newest build). Throws, leaving
 * `target` untouched, when `target` holds anything else.
 * @param {{ staging: string, target: string }} paths
 * @returns {'created' | 'unchanged'}
 */
function commitBuild({ staging, target }) {
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // One rename: the folder appears complete or not at all, so a server never sends half a build.
    fs.renameSync(staging, target);
    return 'created';
  }
  if (!isDeepStrictEqual(filesIn(staging), filesIn(target))) {
    throw new Error(
      `${target} already holds a different build, and a released build is never replaced. ` +
        'Build with a new BUILD_ID (or commit your changes, which gives the build a new name).',
    );
  }
  fs.rmSync(staging, { recursive: true, force: true });
  const manifest = path.join(target, 'mf-manifest.json');
  if (fs.existsSync(manifest)) {
    const now = new Date();
    fs.utimesSync(manifest, now, now);
  }
  return 'unchanged';
}

class VersionedOutputPlugin {
  /**
   * @param {{ staging: string, target: string, mapsStaging: string, mapsTarget: string, label: string }} options
   * staging/target: the build's files; mapsStaging/mapsTarget: its source maps, kept out of the served folder. The
   * first-view bundle's compiler writes into the staging root first, and empties it before (firstViews.js).
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { staging, target, mapsStaging, mapsTarget, label } = this.options;
    const clearStaging = () => fs.rmSync(path.dirname(staging), { recursive: true, force: true });
    // An output path given on the command line (webpack --output-path) makes a scratch build, left where asked.
    const versioned = () => path.resolve(compiler.outputPath) === path.resolve(staging);
    compiler.hooks.afterEmit.tap(NAME, (compilation) => {
      if (!versioned()) return;
      try {
        const outcome = commitBuild({ staging, target });
        if (fs.existsSync(mapsStaging)) {
          fs.rmSync(mapsTarget, { recursive: true, force: true });
          fs.mkdirSync(path.dirname(mapsTarget), { recursive: true });
          fs.renameSync(mapsStaging, mapsTarget);
        }
        const where = path.relative(compiler.context, target);
        console.log(
          outcome === 'created' ? `${label}: built into ${where}` : `${label}: ${where} already holds this build`,
        );
      } catch (error) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(String(error instanceof Error ? error.message : error)),
        );
      }
    });
    compiler.hooks.done.tap(NAME, clearStaging);
    compiler.hooks.failed.tap(NAME, clearStaging);
  }
}

module.exports = { VersionedOutputPlugin, commitBuild };
