// @ts-check
// What every step module exposes through Module Federation: the one list the build, the release check, the shell's
// loader and preloads, and the shop server's page read, so a rename cannot leave one behind.

/** The browser container's single-spa lifecycle: a step's first views are rendered at its build (firstViews.js). */
const EXPOSED = /** @type {const} */ ({ app: './app' });

/**
 * A step's browser container: the script every build writes beside its mf-manifest.json, and the global it defines
 * (namespaced: a remote called "confirm" would otherwise collide with window.confirm). The shell's federation runtime
 * is told of a build by these two, without reading its manifest.
 */
const REMOTE_ENTRY = 'remoteEntry.js';
const containerGlobal = (/** @type {string} */ step) => `greencard_${step}`;

/** The languages the shop speaks (LOCALES of @greencard/domain; a test keeps the two the same). */
const TEXT_LOCALES = /** @type {const} */ (['uk', 'en']);

/**
 * The chunk with one language's texts, in the shell's build (the common texts) and in each step's (its namespace):
 * the page fetches only its own language, and the shop server finds that chunk among a build's files by this name
 * and announces it (remoteAppFiles.ts). The build names it (sharedChunks.js); its file is `<name>.<hash>.js`.
 */
const textsChunk = (/** @type {string} */ locale) => `texts-${locale}`;

/** Whether a built file (a name, or a path ending in one) is the texts chunk of `locale`. */
const isTextsChunkFile = (/** @type {string} */ file, /** @type {string} */ locale) =>
  new RegExp(`(^|/)${textsChunk(locale)}\\.[0-9a-f]+\\.js$`).test(file);

module.exports = { EXPOSED, REMOTE_ENTRY, containerGlobal, TEXT_LOCALES, textsChunk, isTextsChunkFile };
