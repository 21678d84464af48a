// @ts-check
// What a step declares goes into its build beside mf-manifest.json: its pages (routes.json) and its place in the
// journey with the insurer calls it makes (step.json, docs/step-release.md). A release copies them from the build it
// switches to into the registry, so a build's declarations and its code always travel together.
const fs = require('node:fs');
const path = require('node:path');

const NAME = 'GreencardDeclarations';

/** The files a step keeps in its package folder and its build carries as they are. */
const DECLARATION_FILES = /** @type {const} */ (['routes.json', 'step.json']);

class DeclarationAssetsPlugin {
  /** @param {{ dir: string }} options the package folder, where the declarations are kept */
  constructor({ dir }) {
    this.files = DECLARATION_FILES.map((name) => ({ name, file: path.join(dir, name) }));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { name, file } of this.files) {
          compilation.fileDependencies.add(file);
          if (!fs.existsSync(file)) continue;
          const text = fs.readFileSync(file, 'utf8');
          try {
            JSON.parse(text);
          } catch (error) {
            compilation.errors.push(new WebpackError(`${file} is not valid JSON: ${String(error)}`));
            continue;
          }
          compilation.emitAsset(name, new sources.RawSource(text));
        }
      });
    });
  }
}

module.exports = { DeclarationAssetsPlugin, DECLARATION_FILES };
