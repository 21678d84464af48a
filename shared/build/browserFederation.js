// @ts-check
// The browser containers (the shell's and each step's) are built with webpack's own Module Federation, whose page
// runtime is a few hundred bytes per build, and publish the same mf-manifest.json as @module-federation/enhanced
// would (its manifest plugin): the registry, the release check, the shell's preloads and the shop server read that
// file. @module-federation/enhanced's runtime weighs about 30 KB (brotli) on the home page, over the JavaScript
// budget of docs/performance.md.
const path = require('node:path');
const { container } = require('webpack');
const { StatsPlugin } = require('@module-federation/manifest');
const { generateExposeFilename } = require('@module-federation/sdk');

/** The manifest plugin's version field: the manifest says which package wrote it. */
const MANIFEST_WRITER_VERSION = require(
  path.join(path.dirname(require.resolve('@module-federation/manifest')), '..', 'package.json'),
).version;

/**
 * @typedef {{ shareKey?: string, version?: string, requiredVersion?: string }} SharedOptions
 * @typedef {object} BrowserFederationOptions
 * @property {string} name
 * @property {{ type: string, name?: string }} [library]
 * @property {string} [filename]
 * @property {Record<string, string>} [exposes] each exposed request and its module
 * @property {Record<string, SharedOptions>} shared
 * @property {(input: any) => unknown} additionalData what the build adds to its manifest (releaseMetaData.js)
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
 * Each shared library's version and requirement as the build configured them. webpack names a provided module
 * `<name>@<version>|<file>`, which the manifest plugin reads as a version, and for a library named by its file as a
 * requirement, with the file's path (the build machine's) run into it: a library the build did not configure (one
 * the shell provides to the page) keeps what the plugin read, without that path. The served mf-manifest.json and
 * mf-stats.json name no file of the build machine.
 * @param {Record<string, SharedOptions>} shared
 * @param {(input: any) => unknown} additionalData
 */
const withConfiguredVersions = (shared, additionalData) => {
  const configured = configuredVersions(shared);
  return (
    /** @type {{ stats: { shared?: Array<{ name: string, version: string, requiredVersion?: unknown }> } }} */ input,
  ) =>
    additionalData({
      ...input,
      stats: {
        ...input.stats,
        shared: (input.stats.shared ?? []).map((library) => ({
          ...library,
          version: withoutPath(library.version),
          ...(library.requiredVersion === undefined ? {} : { requiredVersion: withoutPath(library.requiredVersion) }),
          ...configured.get(library.name),
        })),
      },
    });
};

/** @param {BrowserFederationOptions} options */
function browserFederation({ name, library, filename, exposes, shared, additionalData }) {
  const containerOptions = {
    name,
    ...(library ? { library } : {}),
    ...(filename ? { filename } : {}),
    ...(exposes ? { exposes: namedExposes(exposes) } : {}),
    shared,
  };
  return [
    new container.ModuleFederationPlugin(/** @type {any} */ (containerOptions)),
    new StatsPlugin(
      /** @type {any} */ ({
        ...containerOptions,
        manifest: { additionalData: withConfiguredVersions(shared, additionalData) },
      }),
      { pluginVersion: MANIFEST_WRITER_VERSION, bundler: 'webpack' },
    ),
  ];
}

module.exports = { browserFederation };
