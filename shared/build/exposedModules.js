// @ts-check
// What every step module exposes through Module Federation: the one list the build (both containers), the release
// check, the shell's loader and preloads, and the shop server's renderer read, so a rename cannot leave one behind.

/** The browser container's single-spa lifecycle, and the server container's `render`. */
const EXPOSED = /** @type {const} */ ({ app: './app', server: './server' });

/** The request that loads `exposed` of `step` through the federation runtime, e.g. `calculator/app`. */
const exposedRequest = (/** @type {string} */ step, /** @type {keyof typeof EXPOSED} */ exposed) =>
  `${step}/${EXPOSED[exposed].slice(2)}`;

/**
 * A step's browser container: the script every build writes beside its mf-manifest.json, and the global it defines
 * (namespaced: a remote called "confirm" would otherwise collide with window.confirm). The shell's federation runtime
 * is told of a build by these two, without reading its manifest.
 */
const REMOTE_ENTRY = 'remoteEntry.js';
const containerGlobal = (/** @type {string} */ step) => `greencard_${step}`;

module.exports = { EXPOSED, exposedRequest, REMOTE_ENTRY, containerGlobal };
