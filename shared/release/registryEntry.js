// @ts-check
// One step's entry in the registry the shop reads at run time: { manifest, routes, journey, calls, ... }, the build's
// mf-manifest.json with what its routes.json and step.json declare (shared/step-contract/registry.schema.json). The
// scripts that write a registry (npm start, the end-to-end tests) make each entry from the build folder
// (registryEntry), so none of them copies declarations by hand.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { isObject, parseStepJson, parseStepRoutes } = require('@greencard/step-contract');
const { parseVersionFolder } = require('./versionFolder');

/** The manifest URL of an entry, if it has one. @param {unknown} entry @returns {string | undefined} */
const entryManifest = (entry) => (isObject(entry) ? /** @type {string | undefined} */ (entry.manifest) : undefined);

/**
 * Where a step's builds are served, from the URL of one of them: `http://host:8084/1.2.0+4f3c2a1/mf-manifest.json`
 * and `http://host:8084/mf-manifest.json` both give `http://host:8084/`. Undefined for a URL without a host.
 * @param {unknown} manifestUrl
 */
function stepOrigin(manifestUrl) {
  if (typeof manifestUrl !== 'string' || !/^https?:\/\//.test(manifestUrl)) return undefined;
  return new URL(versionOf(manifestUrl) ? '..' : '.', manifestUrl).href;
}

/**
 * The version folder a manifest URL (or path) names (`.../1.2.0+4f3c2a1/mf-manifest.json`), or undefined when it
 * names none.
 * @param {unknown} manifestUrl @returns {string | undefined}
 */
function versionOf(manifestUrl) {
  if (typeof manifestUrl !== 'string') return undefined;
  const folder = manifestUrl.split('/').at(-2);
  return folder && parseVersionFolder(decodeURIComponent(folder)) ? decodeURIComponent(folder) : undefined;
}

/** The manifest URL of build `version` (a version folder name) at a step's origin. @param {string} origin @param {string} version */
function buildManifestUrl(origin, version) {
  const base = origin.endsWith('/') ? origin : `${origin}/`;
  return new URL(`${version}/mf-manifest.json`, base).href;
}

/** The Subresource Integrity of a file's bytes, as a release pins a build's container script. @param {Buffer} bytes */
const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** @param {string} file */
function readDeclaration(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') {
      throw new Error(`${file} is missing: the step's build copies its ${path.basename(file)} beside mf-manifest.json`);
    }
    throw error;
  }
}

/**
 * The entry of a build folder served at `manifest`, from `<buildDir>/routes.json` and `<buildDir>/step.json` (each
 * read by the step contract's parser; a step.json's `$schema`, for editors, stays out), its container script
 * `<buildDir>/remoteEntry.js` and its first views `<buildDir>/first-view.json` pinned by their hashes when the folder has them. The shop server judges the registry as a
 * whole (one journey order, the calls' policy) when it reads it.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {string} buildDir the build folder, which holds mf-manifest.json and the declarations
 */
function registryEntry(manifest, buildDir) {
  const routesFile = path.join(buildDir, 'routes.json');
  const stepFile = path.join(buildDir, 'step.json');
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  const firstViewFile = path.join(buildDir, 'first-view.json');
  const { journey, calls, uses } = parseStepJson(readDeclaration(stepFile), stepFile);
  return {
    manifest,
    ...(existsSync(entryFile) ? { integrity: integrityOf(readFileSync(entryFile)) } : {}),
    ...(existsSync(firstViewFile) ? { firstViewIntegrity: integrityOf(readFileSync(firstViewFile)) } : {}),
    routes: parseStepRoutes(readDeclaration(routesFile), routesFile),
    journey,
    calls,
    ...(uses === undefined ? {} : { uses }),
  };
}

module.exports = { entryManifest, stepOrigin, buildManifestUrl, integrityOf, registryEntry, versionOf };
