// @ts-check
// What a step declares goes into its build beside mf-manifest.json: its pages (routes.json) and its place in the
// journey with the insurer calls it makes (step.json, docs/step-release.md). A release copies them from the build it
// switches to into the registry, so a build's declarations and its code always travel together. Each is checked by
// the step contract's parser on the way: a build carries no declaration its schema refuses, so the page can take a
// build's files as they are (docs/step-release.md, "The schemas").
const fs = require('node:fs');
const path = require('node:path');
const { parseStepJson, parseStepRoutes } = require('@greencard/step-contract');

const NAME = 'GreencardDeclarations';

/** The files a step keeps in its package folder and its build carries as they are, each with its parser. */
const DECLARATIONS = { 'routes.json': parseStepRoutes, 'step.json': parseStepJson };

class DeclarationAssetsPlugin {
  /** @param {{ dir: string }} options the package folder, where the declarations are kept */
  constructor({ dir }) {
    this.owner = path.basename(dir);
    this.files = Object.entries(DECLARATIONS).map(([name, parse]) => ({ name, parse, file: path.join(dir, name) }));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { name, parse, file } of this.files) {
          compilation.fileDependencies.add(file);
          if (!fs.existsSync(file)) continue;
          const text = fs.readFileSync(file, 'utf8');
          try {
            parse(JSON.parse(text), this.owner);
          } catch (error) {
            compilation.errors.push(
              new WebpackError(`${file} is refused: ${error instanceof Error ? error.message : String(error)}`),
            );
            continue;
          }
          compilation.emitAsset(name, new sources.RawSource(text));
        }
      });
    });
  }
}

module.exports = { DeclarationAssetsPlugin };
