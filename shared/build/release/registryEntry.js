// @ts-check
// One step's entry in remotes.json, the registry the shell reads at run time. An entry is either the URL of the
// build's mf-manifest.json or { manifest, routes } with the pages that build serves; a release keeps the form the
// registry already uses and changes nothing else in it.
const { parseVersionFolder } = require('../buildVersion');

const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/** The manifest URL of an entry in either form, if it has one. */
const entryManifest = (entry) => (typeof entry === 'string' ? entry : isObject(entry) ? entry.manifest : undefined);

/**
 * The registry with `step` switched to the build at `manifest`. With `routes` (the build's routes.json) the entry
 * becomes { manifest, routes }, with the `declared` journey, calls and uses of the build's step.json, keeping any other
 * field it had; without, a URL entry stays a URL, and an entry that lists routes is refused, as it would keep the
 * routes of another build. So is an entry that lists calls for a build without a step.json.
 * @param {Record<string, unknown>} registry
 * @param {string} step
 * `integrity` pins the build's container script (docs/step-release.md, "What buyers load").
 * @param {{ manifest: string, integrity?: string, routes?: unknown[], declared?: { journey: unknown, calls: unknown[], uses?: unknown[] } }} build
 */
function withRelease(registry, step, { manifest, integrity, routes, declared }) {
  const current = registry[step];
  if (!declared && isObject(current) && 'calls' in current) {
    throw new Error(`the registry lists ${step}'s calls, and this build has no step.json`);
  }
  let entry;
  // The build's uses are those of its step.json, none when it declares none: never the build's before it.
  const { uses: _previous, integrity: _pinned, ...kept } = isObject(current) ? current : {};
  if (routes) entry = { ...kept, manifest, ...(integrity ? { integrity } : {}), routes, ...declared };
  else if (isObject(current)) throw new Error(`the registry lists ${step}'s pages, and this build has no routes.json`);
  else entry = manifest;
  return { ...registry, [step]: entry };
}

/**
 * Where a step's builds are served, from the URL of one of them: `http://host:8084/1.2.0+4f3c2a1/mf-manifest.json`
 * and `http://host:8084/mf-manifest.json` both give `http://host:8084/`. Undefined for a URL without a host.
 * @param {unknown} manifestUrl
 */
function stepOrigin(manifestUrl) {
  if (typeof manifestUrl !== 'string' || !/^https?:\/\//.test(manifestUrl)) return undefined;
  const folder = new URL('.', manifestUrl);
  const last = folder.pathname.split('/').filter(Boolean).at(-1);
  return last && parseVersionFolder(decodeURIComponent(last)) ? new URL('..', folder).href : folder.href;
}

/** The manifest URL of build `version` (a version folder name) at a step's origin. */
function buildManifestUrl(origin, version) {
  const base = origin.endsWith('/') ? origin : `${origin}/`;
  return new URL(`${version}/mf-manifest.json`, base).href;
}

module.exports = { withRelease, entryManifest, stepOrigin, buildManifestUrl };
