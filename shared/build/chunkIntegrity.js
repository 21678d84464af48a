// @ts-check
// What buyers load is what was judged (docs/step-release.md, "What buyers load"): a step's container script names each
// chunk it loads with its hash, and webpack's chunk loader gives it to the browser as the script's `integrity`, so a
// chunk changed after its build is refused by the browser. webpack-subresource-integrity writes the hashes. Module
// Federation's consume-shared chunks have no file (their modules come from the page's share scope): the plugin leaves a
// placeholder for each, which no file fills, and refuses the build. They are never loaded, so their placeholders are
// taken out before its check; every chunk with a file keeps its hash.
const { Compilation, sources } = require('webpack');
const { SubresourceIntegrityPlugin } = require('webpack-subresource-integrity');
const { makePlaceholder } = require('webpack-subresource-integrity/util');

const NAME = 'GreencardChunkIntegrity';
const HASHES = ['sha384'];

/** Takes the placeholders of chunks without a file out of every asset that holds one. */
class FileLessChunks {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        (assets) => {
          const unfilled = [...compilation.chunks]
            .filter((chunk) => chunk.files.size === 0 && chunk.id !== null)
            .map((chunk) => makePlaceholder(HASHES, /** @type {string | number} */ (chunk.id)));
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
  production ? [new SubresourceIntegrityPlugin({ hashFuncNames: HASHES }), new FileLessChunks()] : [];

module.exports = { chunkIntegrity };
