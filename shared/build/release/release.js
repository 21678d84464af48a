// @ts-check
// A release switches one step of the shop to one of its builds: it checks the build as the shop would load it and
// only then rewrites that step's entry in the registry. A rollback is a release of the older build.
const fs = require('node:fs');
const path = require('node:path');
const { parseVersionFolder } = require('../buildVersion');
const { releaseProblems } = require('./releaseProblems');
const { buildManifestUrl, entryManifest, stepOrigin, withRelease } = require('./registryEntry');
const { releasedCalls } = require('./callChanges');

/** A release that must not happen; its message says why, and the registry was left as it was. */
class ReleaseRefused extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * GETs a URL; undefined for a 404 when `optional`. Anything else that is not a 200 refuses the release.
 * @param {typeof fetch} fetchImpl @param {string} url @param {{ optional?: boolean, json?: boolean }} options
 */
async function load(fetchImpl, url, { optional = false, json = true } = {}) {
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ReleaseRefused(`${url} could not be loaded: ${error instanceof Error ? error.message : error}`);
  }
  if (optional && response.status === 404) return undefined;
  if (!response.ok) throw new ReleaseRefused(`${url} answered HTTP ${response.status}`);
  if (!json) return response.body?.cancel();
  try {
    return await response.json();
  } catch {
    throw new ReleaseRefused(`${url} is not JSON`);
  }
}

/** Replaces `file` in one step: a reader sees the old registry or the new one, never half of one. */
function writeFileAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readJson(file, what) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseRefused(`${what} ${file} cannot be read: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The journey and the calls of the build's step.json, its calls checked against the vocabularies and the other
 * steps' calls, with what they change; undefined for a build without a step.json.
 * @param {Record<string, unknown>} registry @param {string} step @param {string} version @param {unknown} value
 */
function stepDeclaration(registry, step, version, value) {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ReleaseRefused(`${step} ${version}: its step.json is not { "journey": {...}, "calls": [...] }`);
  }
  const { journey, calls } = /** @type {Record<string, unknown>} */ (value);
  try {
    const released = releasedCalls(registry, step, calls);
    return { declared: { journey, calls: released.calls }, changes: released.changes };
  } catch (error) {
    throw new ReleaseRefused(`${step} ${version} cannot go live: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Releases build `version` of `step`: loads its manifest over HTTP from `origin` (default: where the step's current
 * build is served), checks it exposes ./app, that the shell provides the shared packages it needs in versions it
 * accepts and that it was built for the shell's journey major, then sets the step's registry entry to it (with
 * the routes of the build's routes.json when it has one, and the journey and the calls of its step.json; the calls
 * changes are answered for the release to print). Throws ReleaseRefused, leaving the registry untouched.
 * @param {{
 *   step: string, version: string, registryFile: string, shellManifestFile: string, origin?: string,
 *   fetchImpl?: typeof fetch,
 * }} options
 * @returns {Promise<{
 *   manifest: string, previous: string | undefined, changed: boolean,
 *   calls: import('./callChanges').CallChanges | undefined,
 * }>}
 */
async function release({ step, version, registryFile, shellManifestFile, origin, fetchImpl = fetch }) {
  if (!parseVersionFolder(version)) {
    throw new ReleaseRefused(`"${version}" is not a build's version folder, such as 1.2.0+4f3c2a1`);
  }
  const registry = readJson(registryFile, 'The registry');
  if (!registry || typeof registry !== 'object' || !(step in registry)) {
    throw new ReleaseRefused(`${registryFile} has no step "${step}"`);
  }
  const previous = entryManifest(registry[step]);
  const base = origin ?? stepOrigin(previous);
  if (!base)
    throw new ReleaseRefused(`Where ${step}'s builds are served is not known from the registry: give --origin`);
  const manifestUrl = buildManifestUrl(base, version);

  const manifest = await load(fetchImpl, manifestUrl);
  if (!manifest || typeof manifest !== 'object')
    throw new ReleaseRefused(`${manifestUrl} is not a federation manifest`);
  const shell = readJson(shellManifestFile, "The shell's manifest");
  const problems = releaseProblems({ step, version, manifest, shell });
  if (problems.length) {
    throw new ReleaseRefused(`${step} ${version} cannot go live:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    await load(fetchImpl, new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, manifestUrl).href, {
      json: false,
    });
  const routes = await load(fetchImpl, new URL('routes.json', manifestUrl).href, { optional: true });
  if (routes !== undefined && (!Array.isArray(routes) || routes.length === 0)) {
    throw new ReleaseRefused(`${step} ${version}: its routes.json is not a list of pages`);
  }
  const declaration = stepDeclaration(
    registry,
    step,
    version,
    await load(fetchImpl, new URL('step.json', manifestUrl).href, { optional: true }),
  );

  let next;
  try {
    next = withRelease(registry, step, { manifest: manifestUrl, routes, declared: declaration?.declared });
  } catch (error) {
    throw new ReleaseRefused(`${step} ${version} cannot go live: ${error instanceof Error ? error.message : error}`);
  }
  const changed = JSON.stringify(next[step]) !== JSON.stringify(registry[step]);
  if (changed) writeFileAtomically(registryFile, `${JSON.stringify(next, null, 2)}\n`);
  return { manifest: manifestUrl, previous, changed, calls: declaration?.changes };
}

module.exports = { release, ReleaseRefused, writeFileAtomically };
