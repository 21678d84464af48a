// @ts-check
// Names each language's texts chunk in a build (textsChunk of exposedModules.js), so the shop server can find it.
const path = require('node:path');
const { TEXT_LOCALES, textsChunk } = require('@greencard/step-contract/exposedModules');

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
    groups[textsChunk(locale)] = {
      test: (/** @type {import('webpack').Module} */ module) => module.nameForCondition() === file,
      name: textsChunk(locale),
      chunks: 'async',
      priority: 30,
      enforce: true,
    };
  }
  return groups;
}

module.exports = { textChunkGroups };
