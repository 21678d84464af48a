// @ts-check
// A step's routes.json goes into its build beside mf-manifest.json: a release copies the pages of the build it
// switches to into the registry, so a build's routes and its code always travel together.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'GreencardRoutesAsset';

class RoutesAssetPlugin {
  /** @param {{ dir: string }} options the package folder, where routes.json is kept */
  constructor({ dir }) {
    this.file = path.join(dir, 'routes.json');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        if (!fs.existsSync(this.file)) return;
        const text = fs.readFileSync(this.file, 'utf8');
        try {
          JSON.parse(text);
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.file} is not valid JSON: ${String(error)}`));
          return;
        }
        compilation.emitAsset('routes.json', new sources.RawSource(text));
      });
    });
  }
}

module.exports = { RoutesAssetPlugin };
