// @ts-check
// The browser containers (the shell's and each step's) are built with webpack's own Module Federation, whose page
// runtime is a few hundred bytes per build, and publish the same mf-manifest.json as @module-federation/enhanced
// would (its manifest plugin): the registry, the release check, the shell's preloads and the shop server read that
// file. @module-federation/enhanced's runtime weighs about 30 KB (brotli) on the home page, over the JavaScript
// budget of docs/performance.md.
const { container } = require('webpack');
const { StatsPlugin } = require('@module-federation/manifest');
const { generateExposeFilename } = require('@module-federation/sdk');
const { integrityOf } = require('@greencard/release/registryEntry');
const { installedVersion } = require('./sharedScope');

/** The manifest plugin's version field: the manifest says which package wrote it. */
const MANIFEST_WRITER_VERSION = installedVersion('@module-federation/manifest', __dirname);

/**
 * @typedef {{ shareKey?: string, version?: string, requiredVersion?: string }} SharedOptions
 * @typedef {object} BrowserFederationOptions
 * @property {string} name
 * @property {{ type: string, name?: string }} [library]
 * @property {string} [filename]
 * @property {Record<string, string>} [exposes] each exposed request and its module
 * @property {Record<string, SharedOptions>} shared
 * @property {ReleaseMetaData} greencard what a release reads in the manifest besides federation's own fields
 * @typedef {{ journeyMajor: number, version: string, build: string, firstView?: string }} ReleaseMetaData
 * journeyMajor: the journey contract the build was made against; version: its version (a step's version.json, the
 * shell's package.json); build: the build id. A step's build is served from the folder `<version>+<build>`. firstView:
 * its first views' file, relative to the manifest (docs/server-rendering.md).
 */

/**
 * An exposed module's chunk is named as the manifest plugin expects to find it (by the SDK's own naming, as
 * @module-federation/enhanced names it), so the manifest lists each exposed module's files.
 * @param {Record<string, string>} exposes
 */
const namedExposes = (exposes) =>
  Object.fromEntries(
    Object.entries(exposes).map(([request, file]) => [
      request,
      { import: [file], name: generateExposeFilename(request, false) },
    ]),
  );

/**
 * The configured version and requirement of each shared library, by its share key (a library named by its file has
 * a `shareKey`).
 * @param {Record<string, SharedOptions>} shared
 */
const configuredVersions = (shared) =>
  new Map(
    Object.entries(shared).flatMap(([key, { shareKey = key, version, requiredVersion }]) =>
      version ? [[shareKey, { version, ...(requiredVersion ? { requiredVersion } : {}) }]] : [],
    ),
  );

/**
 * A version or requirement as the manifest plugin read it from webpack's module name, without the file's path (the
 * build machine's) run into it: `2.8.0/home/ci/node_modules/altcha-lib/index.js?page-library` is `2.8.0`. A semver
 * has no slash.
 * @param {unknown} value
 */
const withoutPath = (value) => (typeof value === 'string' ? value.replace(/\/.*$/s, '') : value);

/**
 * Each script and stylesheet of the build with its Subresource Integrity, as the build wrote it (the manifest is made
 * after every other change of the files): the page's hints for a step's files name it, so that the browser uses a
 * preloaded file for the loader's request, which checks the same hash (chunkIntegrity of shared/build/index.js).
 * @param {import('webpack').Compilation} compilation
 */
const fileIntegrity = (compilation) =>
  Object.fromEntries(
    compilation
      .getAssets()
      .filter(({ name }) => /\.(js|css)$/.test(name))
      .map(({ name, source }) => [name, integrityOf(source.buffer())]),
  );

/**
 * The manifest plugin's `additionalData` hook. Each shared library's version and requirement as the build configured
 * them: webpack names a provided module `<name>@<version>|<file>`, which the manifest plugin reads as a version, and
 * for a library named by its file as a requirement, with the file's path (the build machine's) run into it: a library
 * the build did not configure (one the shell provides to the page) keeps what the plugin read, without that path. The
 * served mf-manifest.json and mf-stats.json name no file of the build machine. And `greencard` under
 * metaData.greencard, with the integrity of each script and stylesheet when the build has them, and its version in
 * federation's own buildInfo too, which federation reads from package.json (a step's stays fixed: buildVersion.js).
 * @param {Record<string, SharedOptions>} shared @param {ReleaseMetaData} greencard
 */
const manifestData = (shared, greencard) => {
  const configured = configuredVersions(shared);
  /**
   * @param {{
   *   stats: { shared?: Array<{ name: string, version: string, requiredVersion?: unknown }>, metaData: { buildInfo?: object } },
   *   compilation?: import('webpack').Compilation,
   * }} input
   */
  return ({ stats, compilation }) => ({
    ...stats,
    shared: (stats.shared ?? []).map((library) => ({
      ...library,
      version: withoutPath(library.version),
      ...(library.requiredVersion === undefined ? {} : { requiredVersion: withoutPath(library.requiredVersion) }),
      ...configured.get(library.name),
    })),
    metaData: {
      ...stats.metaData,
      buildInfo: { ...stats.metaData.buildInfo, buildVersion: greencard.version },
      greencard: compilation ? { ...greencard, integrity: fileIntegrity(compilation) } : greencard,
    },
  });
};

/** @param {BrowserFederationOptions} options */
function browserFederation({ name, library, filename, exposes, shared, greencard }) {
  // The shell's host has no library, file or exposed modules of its own: left undefined, federation's defaults.
  const containerOptions = { name, library, filename, exposes: exposes && namedExposes(exposes), shared };
  return [
    new container.ModuleFederationPlugin(/** @type {any} */ (containerOptions)),
    new StatsPlugin(
      /** @type {any} */ ({
        ...containerOptions,
        manifest: { additionalData: manifestData(shared, greencard) },
      }),
      { pluginVersion: MANIFEST_WRITER_VERSION, bundler: 'webpack' },
    ),
  ];
}

module.exports = { browserFederation };
