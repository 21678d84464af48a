// @ts-check
// Names each language's texts chunk in a build (textsChunk of exposedModules.js), so the shop server can find it.
const path = require('node:path');
const { TEXT_LOCALES, textsChunk } = require('@greencard/step-contract/exposedModules');

/**
 * A splitChunks cache group that puts every module `test` accepts into the chunk `name`, in one file whatever
 * webpack's size and request limits say (`enforce`).
 * @param {string} name @param {number} priority @param {(module: import('webpack').Module, context: any) => boolean} test
 */
const namedChunk = (name, priority, test) => ({
  test,
  name,
  chunks: /** @type {const} */ ('async'),
  priority,
  enforce: true,
});

/**
 * The splitChunks cache groups that put each language's texts module, `<folder>/<locale>.ts`, into its named chunk,
 * whatever imports it: the source stays a plain `import('./uk')` (lazyTexts of @greencard/i18n).
 * @param {string} folder where the build's texts modules are
 */
function textChunkGroups(folder) {
  /** @type {Record<string, object>} */
  const groups = {};
  for (const locale of TEXT_LOCALES) {
    const file = path.join(folder, `${locale}.ts`);
    groups[textsChunk(locale)] = namedChunk(textsChunk(locale), 30, (module) => module.nameForCondition() === file);
  }
  return groups;
}

module.exports = { textChunkGroups, namedChunk };
