// @ts-check
// What the page's share scope holds: the singletons, one copy whichever build loads first (the shell provides them
// and every step uses the shell's), and the page's libraries, which a step takes from the page when the page's copy
// is in its range and loads from its own build when it is not.
const path = require('node:path');

/**
 * Only what must be one instance in the page: React and its renderer (two copies break hooks), and the two packages
 * that hold the page's state: @greencard/store (the one store) and @greencard/i18n (the one i18n instance).
 *
 * Redux Toolkit, react-redux, i18next and react-i18next are one instance too, but not shared by name: only the store
 * and i18n packages import them (a lint rule says so), and those re-export what the modules use. A library shared
 * by name is built whole, since the provider cannot know which of its exports a later module will ask for; reached
 * through its owner it is tree-shaken to the parts the owner exports.
 *
 * Everything else (@greencard/api, domain, ui, step, react-final-form, final-form) is built into each module, the
 * shell too: a step's release then carries the code it was tested with, and tree-shaking keeps only what it uses. A
 * form and its field adapters always come from the same build, so react-final-form needs no sharing either.
 */
const RUNTIME_SINGLETONS = ['react', 'react-dom', '@greencard/store', '@greencard/i18n'];

/** Entry points of a singleton that are imported on their own and must resolve to the same copy. */
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/**
 * The page's libraries, each with the workspace package that imports it (the steps never import it themselves; that
 * package's installed copy is the one built). axios: 19 KB brotli that every step's insurer calls load, which a
 * purchase downloaded once per step (docs/performance.md, "The journey"). It holds no state of the page, so a step
 * built with a version the page cannot give runs its own copy beside the page's: such a release is not refused.
 */
const PAGE_LIBRARIES = { axios: '@greencard/api' };

/** Where package `name` is installed as the package being built in `dir` resolves it. */
const packageFolder = (/** @type {string} */ name, /** @type {string} */ dir) =>
  path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));

/** The version a package built in `dir` gets, read from its package.json (exports may hide it from webpack). */
function installedVersion(/** @type {string} */ name, /** @type {string} */ dir) {
  return require(path.join(packageFolder(name, dir), 'package.json')).version;
}

/**
 * The federation `shared` option of the singletons: each at the version installed here, accepting any later minor.
 * The release script checks a step's requirements against the versions the shell's build provides.
 * @param {string} dir the package being built
 */
function sharedSingletons(dir = __dirname) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string }>} */
  const shared = {};
  const add = (/** @type {string} */ name, /** @type {string} */ versionOf) => {
    const version = installedVersion(versionOf, dir);
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  };
  for (const name of RUNTIME_SINGLETONS) add(name, name);
  for (const [subpath, owner] of Object.entries(SUBPATHS)) add(subpath, owner);
  return shared;
}

/**
 * The federation `shared` option of the page's libraries, at the version the importing package has installed,
 * accepting any later minor. Every step provides its copy and consumes the library where its code imports it; not a
 * singleton, so strict: a step takes the copy the page already has (or, among equal versions, the one webpack picks)
 * when its version is in the step's range, and otherwise the copy built into it. The shell imports none of them and
 * provides none: the first step to call the insurer loads the page's copy, off the home page's first load.
 * @param {string} dir the package being built
 */
function pageLibraries(dir = __dirname) {
  /** @type {Record<string, { singleton: false, requiredVersion: string, version: string }>} */
  const shared = {};
  for (const [name, importer] of Object.entries(PAGE_LIBRARIES)) {
    const version = installedVersion(name, packageFolder(importer, dir));
    shared[name] = { singleton: false, version, requiredVersion: `^${version}` };
  }
  return shared;
}

module.exports = { RUNTIME_SINGLETONS, sharedSingletons, pageLibraries };
