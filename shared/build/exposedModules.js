// @ts-check
// What every step module exposes through Module Federation: the one list the build (both containers), the release
// check, the shell's loader and preloads, and the shop server's renderer read, so a rename cannot leave one behind.

/** The browser container's single-spa lifecycle, and the server container's `render`. */
const EXPOSED = /** @type {const} */ ({ app: './app', server: './server' });

/** The request that loads `exposed` of `step` through the federation runtime, e.g. `calculator/app`. */
const exposedRequest = (/** @type {string} */ step, /** @type {keyof typeof EXPOSED} */ exposed) =>
  `${step}/${EXPOSED[exposed].slice(2)}`;

module.exports = { EXPOSED, exposedRequest };
