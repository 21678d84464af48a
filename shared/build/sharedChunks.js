// @ts-check
// How a build cuts its chunks: the shell's shared singletons into two files, and each language's texts into a chunk
// of its own in every build. By default webpack gives each singleton the shell provides (and each of its own dependencies big enough) a chunk of
// its own: the first page then asks for ten of them at once, beside bootstrap's JS and CSS, which a browser's six
// connections per origin serve in two round trips. Every singleton is needed by the shell's own start, so they are
// grouped into two chunks requested together with bootstrap: React's renderer, which changes with a React upgrade
// only, and the rest (Redux, i18next, their bindings, the store and i18n packages), which changes with the shop. A
// step still takes each one through the share scope, and the shell's provider then loads the group its module is in.
// Each language's texts chunk is named (textsChunk of exposedModules.js), so the shop server can find it.
const path = require('node:path');
const { TEXT_LOCALES, textsChunk } = require('@greencard/step-contract/exposedModules');
const { PAGE_LIBRARY_NAMES } = require('./sharedScope');

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

/** React and the packages its renderer is made of. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The share key of a `provide-module`, from its identifier: `provide module (<scope>) <name>@<version>|<file>`. */
const providedName = (/** @type {import('webpack').Module} */ module) =>
  /^provide module \([^)]*\) (.+?)@[^@|]*\|/.exec(module.identifier())?.[1];

/**
 * Whether a module is part of a singleton the shell provides: it sits in a chunk loaded by a `provide-module`, the
 * module through which the federation runtime gets a shared package from this build, other than a page library's. That
 * includes the singleton's own dependencies that are not shared (scheduler, immer, parts of @greencard/domain), so no
 * leftover chunk is requested beside a group. The page's libraries the shell provides (docs/shared-packages.md) are
 * left to webpack's own chunks: no page of the shell's loads them, a step does when it first asks.
 * @param {import('webpack').Module} module
 * @param {{ chunkGraph: import('webpack').ChunkGraph }} context
 */
function isProvided(module, { chunkGraph }) {
  if (!module.type.startsWith('javascript/')) return false;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      const providesSingleton = group.origins.some(
        ({ module: origin }) =>
          origin?.type === 'provide-module' && !PAGE_LIBRARY_NAMES.has(providedName(origin) ?? ''),
      );
      if (providesSingleton) return true;
    }
  }
  return false;
}

/** Whether a module is part of React and of a singleton the shell provides. @type {typeof isProvided} */
const isProvidedReact = (module, context) => REACT.test(module.nameForCondition() ?? '') && isProvided(module, context);

/** The host's two `optimization.splitChunks` cache groups, beside webpack's defaults for everything else. */
const sharedChunkGroups = () => ({
  react: namedChunk('react', 20, isProvidedReact),
  singletons: namedChunk('singletons', 10, isProvided),
});

module.exports = { sharedChunkGroups, textChunkGroups };
