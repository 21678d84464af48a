// @ts-check
// What the page's share scope holds: the singletons, the shell's copy (the shell provides them, a step only takes
// them), and the page's libraries, which a step takes from the page when the page's copy is in its range and loads
// from its own build when it is not.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { sharing } = require('webpack');

/**
 * Only what must be one instance in the page: React and its renderer (two copies break hooks), and the two packages
 * that hold the page's state: @greencard/store (the one store) and @greencard/i18n (the one i18n instance).
 *
 * Redux Toolkit, react-redux, i18next and react-i18next are one instance too, but not shared by name: only the store
 * and i18n packages import them (a lint rule says so), and those re-export what the modules use. A library shared
 * by name is built whole, since the provider cannot know which of its exports a later module will ask for; reached
 * through its owner it is tree-shaken to the parts the owner exports.
 *
 * The workspace packages (@greencard/api, domain, ui, step) are built into each module, the shell too: a step's
 * release then carries the code it was tested with, and tree-shaking keeps only what it uses. The npm libraries
 * several steps load are the page's libraries, below.
 */
const RUNTIME_SINGLETONS = ['react', 'react-dom', '@greencard/store', '@greencard/i18n'];

/** Entry points of a singleton that are imported on their own and must resolve to the same copy. */
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

/**
 * The page's libraries: npm packages several steps load, each with the workspace package whose installed copy is the
 * one built (a step may not depend on it itself), and, for an entry point imported on its own, the package whose
 * version it has. What a purchase downloaded once per step before (docs/performance.md, "The journey"): axios (19 KB
 * brotli), final-form with react-final-form (8 KB, the calculator's and the contract's forms), superstruct (2 KB, every
 * step's answer schemas), altcha-lib (5 KB, the SMS proof of the contract and confirm steps). None holds state of the
 * page, so a step built with a version the page cannot give runs its own copy beside the page's: such a release is
 * not refused.
 * @type {Record<string, { importer: string, versionOf?: string }>}
 */
const PAGE_LIBRARIES = {
  axios: { importer: '@greencard/api' },
  superstruct: { importer: '@greencard/api' },
  'altcha-lib': { importer: '@greencard/api' },
  'altcha-lib/algorithms/web/pbkdf2': { importer: '@greencard/api', versionOf: 'altcha-lib' },
  'final-form': { importer: '@greencard/ui' },
  'react-final-form': { importer: '@greencard/ui' },
};

/**
 * The page's modules: workspace code that several steps load whole, shared as the page's libraries are, but by what
 * it is made of. Its version is its package's with a hash of the sources it is built from (its package's and those
 * it imports) and of the versions of the libraries installed for it. A step takes another build's copy only at
 * exactly its own version, the same code, so a step's release still runs what it was tested with, and a step built
 * from other sources loads its own. @greencard/api's transport (what its client loads on a step's first call: axios's
 * use, the reading of answers with their schemas, the error catalogue's rules, the SMS proof of work), which every
 * step calls the insurer with (docs/performance.md, "The journey"). The shell does not provide it
 * (`ProvidePageLibraries`).
 * @type {Record<string, { owner: string, file: string, sources: string[] }>}
 */
const PAGE_MODULES = {
  '@greencard/api/transport': {
    owner: '@greencard/api',
    file: 'src/transport.ts',
    sources: ['@greencard/api', '@greencard/domain'],
  },
};

/**
 * Package `name` as the package being built in `dir` resolves it: its folder and the package.json there that names it
 * with a version (react-final-form's dist/ has a package.json of its own), found above its main file, since not every
 * package's `exports` lists its package.json (altcha-lib's does not).
 * @param {string} name @param {string} dir
 * @returns {{ folder: string, manifest: { version: string, dependencies?: Record<string, string> } }}
 */
function installedPackage(name, dir) {
  for (let folder = path.dirname(require.resolve(name, { paths: [dir] })); ; folder = path.dirname(folder)) {
    const file = path.join(folder, 'package.json');
    const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
    if (manifest?.name === name && typeof manifest.version === 'string') return { folder, manifest };
    if (path.dirname(folder) === folder) throw new Error(`no package.json of ${name} above its main file`);
  }
}

const packageFolder = (/** @type {string} */ name, /** @type {string} */ dir) => installedPackage(name, dir).folder;

/** The version a package built in `dir` gets (exports may hide its package.json from webpack). */
const installedVersion = (/** @type {string} */ name, /** @type {string} */ dir) =>
  installedPackage(name, dir).manifest.version;

/** A shared library at `version`, accepting any later minor. @param {string} version */
const fromVersion = (version) => ({ version, requiredVersion: `^${version}` });

/**
 * The federation `shared` option of the singletons: each at the version installed here, accepting any later minor.
 * The release script checks a step's requirements against the versions the shell's build provides.
 * @param {string} dir the package being built
 * @param {{ import?: false }} [options] what every singleton's options have besides
 */
function sharedSingletons(dir = __dirname, options = {}) {
  const versionOf = { ...Object.fromEntries(RUNTIME_SINGLETONS.map((name) => [name, name])), ...SUBPATHS };
  return Object.fromEntries(
    Object.entries(versionOf).map(([name, owner]) => [
      name,
      { singleton: true, ...fromVersion(installedVersion(owner, dir)), ...options },
    ]),
  );
}

/**
 * The singletons as a step takes them: from the page only (`import: false`), never from a copy of its own. The shell
 * provides every one on every page, and the release refuses a build whose ranges the shell's versions miss
 * (release/releaseProblems.js), so a step's own copy could never be loaded; had it been, a second React or store
 * would have split the page. Left out, they take their fallbacks out of each step's remoteEntry.js and React out of
 * its build (docs/shared-packages.md).
 * @param {string} dir the step being built
 */
const stepSingletons = (dir = __dirname) => sharedSingletons(dir, { import: false });

/**
 * The federation `shared` option of the page's libraries, at the version the importing package has installed,
 * accepting any later minor. Every step provides its copy and consumes the library where its code imports it; not a
 * singleton, so strict: a step takes the copy the page already has when its version is in the step's range, and
 * otherwise the copy built into it. The shell imports none of them but provides them too, so that every step of the
 * shop's build takes one copy, from one URL, whichever step loads it first and on every later page (a copy the
 * browser has cached): among equal versions webpack takes the one of the build whose name sorts last, `shell`
 * before any of the steps'. Provided is not loaded: the shell's copy is fetched when a step first asks for it, off
 * the home page's first load (shared/build/sharedChunks.js keeps it out of the singletons' file).
 * @param {string} dir the package being built
 */
function pageLibraries(dir = __dirname) {
  return Object.fromEntries(
    Object.entries(PAGE_LIBRARIES).map(([name, { importer, versionOf = name }]) => {
      const version = installedVersion(versionOf, packageFolder(importer, dir));
      return [name, { singleton: false, ...fromVersion(version) }];
    }),
  );
}

/**
 * The federation `shared` option of the page's modules: each named by its file (webpack then shares it whichever way
 * the build's code imports it, a relative `import()` included), under its share key, at exactly its version.
 * @param {string} dir the package being built
 */
function pageModules(dir = __dirname) {
  /** @type {Record<string, { shareKey: string, singleton: false, requiredVersion: string, version: string }>} */
  const shared = {};
  for (const [name, { owner, file, sources }] of Object.entries(PAGE_MODULES)) {
    // The libraries it imports come from the share scope at the range of the build that provides it: the versions
    // installed for it are part of what it is made of.
    const { folder, manifest } = installedPackage(owner, dir);
    const { dependencies = {} } = manifest;
    const installed = Object.keys(dependencies)
      .sort()
      .map((dependency) => `${dependency}@${installedVersion(dependency, folder)}`);
    const hash = sourcesHash(
      sources.map((source) => path.join(packageFolder(source, dir), 'src')),
      installed.join(','),
    );
    const version = `${manifest.version}-c${hash}`;
    shared[path.join(folder, file)] = { shareKey: name, singleton: false, version, requiredVersion: version };
  }
  return shared;
}

/**
 * Ten hex digits of a sha256 over the source files under `folders` (tests left out), names and contents, and `more`.
 * @param {string[]} folders @param {string} [more]
 */
function sourcesHash(folders, more = '') {
  const hash = crypto.createHash('sha256').update(more);
  for (const folder of folders) {
    const files = fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|js|json)$/.test(file) && !/\.test\.|(^|[\\/])testing[\\/]/.test(file))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    for (const file of files)
      hash.update(`${path.basename(path.dirname(folder))}/${file}\0`).update(fs.readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** A request resolved as webpack resolves it for the browser in production (its default conditions and fields). */
const resolveForBrowser = require('enhanced-resolve').create.sync({
  conditionNames: ['webpack', 'production', 'browser', 'import', 'module'],
  mainFields: ['browser', 'module', 'main'],
  aliasFields: ['browser'],
  extensions: ['.js', '.mjs', '.json'],
});

const PAGE_LIBRARY_NAMES = new Set(Object.keys(PAGE_LIBRARIES));

const PROVIDE_SHARED = 'ProvideSharedPlugin';
const PLUGIN = 'GreencardProvidePageLibraries';

/**
 * The shell's provided page libraries, in the shell's own compilation only. A child compiler inherits its parent's
 * hooks, and html-webpack-plugin compiles the page template in one: with ProvideSharedPlugin's hooks it built every
 * provided library again, as Node chunks no page loads, into the shell's dist/. No child compiler provides anything,
 * so every ProvideSharedPlugin tap is taken out of each (the federation plugin's own too).
 */
class ProvidePageLibraries {
  /**
   * The shell's `ProvideSharedPlugin` options: the page's libraries, provided and not consumed. webpack provides a
   * library named by its package only when the build imports it: each is named by the file a browser build resolves
   * it to, which webpack builds into the shell as a chunk of its own. The query makes that a module apart from the
   * one the shell's own code imports (the store's stored shapes use superstruct): a provided module is built whole,
   * and the shell's own use stays tree-shaken in the files its pages load. The page's modules are left to the steps:
   * webpack keeps one set of used exports per module, so the shell's copy of the transport would keep in the home
   * page's singletons file every part of @greencard/domain the transport uses.
   * @param {string} dir the shell's folder
   */
  constructor(dir) {
    this.provides = Object.fromEntries(
      Object.entries(pageLibraries(dir)).map(([name, { version }]) => [
        `${resolveForBrowser(packageFolder(PAGE_LIBRARIES[name].importer, dir), name)}?page-library`,
        { shareKey: name, version },
      ]),
    );
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    new sharing.ProvideSharedPlugin({ provides: this.provides }).apply(compiler);
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) =>
      // Called once a child compiler has its copies of the parent's taps, before it runs.
      compilation.hooks.childCompiler.tap(PLUGIN, (child) => {
        for (const hook of Object.values(child.hooks)) {
          const taps = /** @type {{ taps?: { name: string }[] }} */ (hook).taps;
          if (taps) /** @type {{ taps: unknown[] }} */ (hook).taps = taps.filter((tap) => tap.name !== PROVIDE_SHARED);
        }
      }),
    );
  }
}

module.exports = {
  PAGE_LIBRARY_NAMES,
  sharedSingletons,
  stepSingletons,
  pageLibraries,
  pageModules,
  installedVersion,
  ProvidePageLibraries,
  sourcesHash,
};
