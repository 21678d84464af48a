// @ts-check
// What the page holds once, whichever build loads first: the shell provides these and every step uses the shell's.
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

/** The version a package built in `dir` gets, read from its package.json (exports may hide it from webpack). */
function installedVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * The federation `shared` option: each singleton at the version installed here, accepting any later minor. The
 * release script checks a step's requirements against the versions the shell's build provides.
 * @param {string} dir the package being built
 */
function sharedSingletons(dir = __dirname) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string }>} */
  const shared = {};
  const add = (name, versionOf) => {
    const version = installedVersion(versionOf, dir);
    shared[name] = { singleton: true, version, requiredVersion: `^${version}` };
  };
  for (const name of RUNTIME_SINGLETONS) add(name, name);
  for (const [subpath, owner] of Object.entries(SUBPATHS)) add(subpath, owner);
  return shared;
}

module.exports = { RUNTIME_SINGLETONS, sharedSingletons };
