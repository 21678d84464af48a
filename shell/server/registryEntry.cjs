// @ts-check
// A step's entry of remotes.json, made from its build: the manifest URL and what the build declares beside it, its
// pages (routes.json) and its place in the journey with the insurer calls it owns and uses (step.json). For the scripts that
// write a registry (npm start, the end-to-end tests, a release), so none of them copies declarations by hand.
// Plain CommonJS: Node runs it as it is, and ES modules import it too. The shop server checks every field in full
// when it reads the registry.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * @param {unknown} routes
 * @param {string} where
 * @returns {unknown[]}
 */
function routeList(routes, where) {
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${where} must be a non-empty list of pages`);
  return routes;
}

/**
 * @param {unknown} step
 * @param {string} where
 * @returns {{ journey: unknown, calls: unknown, uses?: unknown }}
 */
function stepDeclaration(step, where) {
  if (!step || typeof step !== 'object' || Array.isArray(step)) throw new Error(`${where} must be { "journey": {...}, "calls": [...] }`);
  const { journey, calls, uses } = /** @type {Record<string, unknown>} */ (step);
  return { journey, calls, ...(uses === undefined ? {} : { uses }) };
}

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
 * The entry of a build folder served at `manifest`, from `<buildDir>/routes.json` and `<buildDir>/step.json`.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {string} buildDir the build folder, which holds mf-manifest.json and the declarations
 * @returns {{ manifest: string, routes: unknown[], journey: unknown, calls: unknown, uses?: unknown }}
 */
function registryEntry(manifest, buildDir) {
  const routesFile = path.join(buildDir, 'routes.json');
  const stepFile = path.join(buildDir, 'step.json');
  return {
    manifest,
    routes: routeList(readDeclaration(routesFile), routesFile),
    ...stepDeclaration(readDeclaration(stepFile), stepFile),
  };
}

/**
 * The entry of a build known only by its URL: its declarations are fetched from beside the manifest.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {{ fetchImpl?: typeof fetch, timeoutMs?: number }} [options]
 * @returns {Promise<{ manifest: string, routes: unknown[], journey: unknown, calls: unknown, uses?: unknown }>}
 */
async function fetchRegistryEntry(manifest, { fetchImpl = fetch, timeoutMs = 10_000 } = {}) {
  const load = async (/** @type {string} */ name) => {
    const url = new URL(name, manifest).href;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { url, value: await response.json() };
  };
  const routes = await load('routes.json');
  const step = await load('step.json');
  return { manifest, routes: routeList(routes.value, routes.url), ...stepDeclaration(step.value, step.url) };
}

module.exports = { registryEntry, fetchRegistryEntry };
