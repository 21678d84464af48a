// @ts-check
// A step's entry of remotes.json, made from its build: the manifest URL and the build's own routes.json. For the
// scripts that write a registry (npm start, the end-to-end tests, a release), so none of them copies routes by hand.
// Plain CommonJS: Node runs it as it is, and ES modules import it too. The shop server checks the routes in full
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
 * The entry of a build folder served at `manifest`: its routes are read from `<buildDir>/routes.json`.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {string} buildDir the build folder, which holds mf-manifest.json and routes.json
 * @returns {{ manifest: string, routes: unknown[] }}
 */
function registryEntry(manifest, buildDir) {
  const file = path.join(buildDir, 'routes.json');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: the step's build copies its routes.json beside mf-manifest.json`);
  }
  return { manifest, routes: routeList(JSON.parse(text), file) };
}

/**
 * The entry of a build known only by its URL: its routes.json is fetched from beside the manifest.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {{ fetchImpl?: typeof fetch, timeoutMs?: number }} [options]
 * @returns {Promise<{ manifest: string, routes: unknown[] }>}
 */
async function fetchRegistryEntry(manifest, { fetchImpl = fetch, timeoutMs = 10_000 } = {}) {
  const url = new URL('routes.json', manifest).href;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { manifest, routes: routeList(await response.json(), url) };
}

module.exports = { registryEntry, fetchRegistryEntry };
