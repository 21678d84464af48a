// @ts-check
// A step's entry of remotes.json, made from its build folder: the manifest URL, the hash of its container script (as a
// release pins it, docs/step-release.md "What buyers load") and what the build declares beside it, its pages
// (routes.json) and its place in the journey with the insurer calls it owns and uses (step.json). For the scripts that
// write a registry (npm start, the end-to-end tests), so none of them copies declarations by hand.
// Plain CommonJS: Node runs it as it is, and ES modules import it too. Each file is read by the step contract's parser;
// the shop server judges the registry as a whole (one journey order, the calls' policy) when it reads it.
const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parseStepJson, parseStepRoutes } = require('@greencard/step-contract');

/**
 * The registry entry's part of a step.json: its `$schema` names the schema for editors, and stays out.
 * @param {unknown} value @param {string} file
 * @returns {{ journey: import('@greencard/step-contract').StepJourney, calls: import('@greencard/step-contract').StepCall[], uses?: import('@greencard/step-contract').CallUse[] }}
 */
function stepDeclaration(value, file) {
  const { journey, calls, uses } = parseStepJson(value, file);
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
 * The entry of a build folder served at `manifest`, from `<buildDir>/routes.json` and `<buildDir>/step.json`, its
 * container script `<buildDir>/remoteEntry.js` pinned by its hash when the folder has one.
 * @param {string} manifest the URL of the build's mf-manifest.json
 * @param {string} buildDir the build folder, which holds mf-manifest.json and the declarations
 * @returns {import('./registryEntry.cjs').RegistryFileEntry}
 */
function registryEntry(manifest, buildDir) {
  const routesFile = path.join(buildDir, 'routes.json');
  const stepFile = path.join(buildDir, 'step.json');
  const entryFile = path.join(buildDir, 'remoteEntry.js');
  const integrity = existsSync(entryFile)
    ? `sha384-${createHash('sha384').update(readFileSync(entryFile)).digest('base64')}`
    : undefined;
  return {
    manifest,
    ...(integrity ? { integrity } : {}),
    routes: parseStepRoutes(readDeclaration(routesFile), routesFile),
    ...stepDeclaration(readDeclaration(stepFile), stepFile),
  };
}

module.exports = { registryEntry };
