// @ts-check
// The step modules kept in this repository: every `mf-<step>/` folder at its root with a package.json and a step.json
// (a new step is a new folder, docs/step-release.md), in the order of their names. The one list the build tooling
// reads (lint boundaries, unit test projects, the local services); the root package.json's workspaces find the same
// folders by their `mf-*` pattern. The shop itself has no list of steps: the registry's entries are its steps, and
// their step.json give the order (docs/step-release.md), which steps.test.ts checks these folders make.
const fs = require('node:fs');
const path = require('node:path');
const { isStepName } = require('@greencard/step-contract/stepName');

const ROOT = path.resolve(__dirname, '../..');
const PREFIX = 'mf-';

/** The steps whose folders are at `root`. */
function stepsIn(root = ROOT) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && entry.name.startsWith(PREFIX) && isStepName(entry.name.slice(PREFIX.length)),
    )
    .filter((entry) => ['package.json', 'step.json'].every((file) => fs.existsSync(path.join(root, entry.name, file))))
    .map((entry) => entry.name.slice(PREFIX.length))
    .sort();
}

const STEPS = stepsIn();

/** The folder (and workspace) of a step module. */
const stepFolder = (/** @type {string} */ step) => `${PREFIX}${step}`;

/**
 * A step's own port on this machine (rules D20): `config.port` in its package.json. Kept in its folder, so a new
 * step gets it with no edit elsewhere and keeps it across restarts, where its released builds are served
 * (docs/step-release.md, "A new step").
 * @param {string} step @param {string} root
 */
function stepPort(step, root = ROOT) {
  const file = path.join(root, stepFolder(step), 'package.json');
  const port = JSON.parse(fs.readFileSync(file, 'utf8')).config?.port;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `${stepFolder(step)}/package.json has no "config": { "port": <port> }: give the step a port no other step has (docs/step-release.md)`,
    );
  }
  return port;
}

/**
 * Each step's port for a run: its MF_<STEP>_PORT when set, else its own (stepPort). Two steps never share one.
 * @param {Record<string, string | undefined>} env @param {string[]} steps @param {string} root
 * @returns {Record<string, number>}
 */
function stepPorts(env = process.env, steps = STEPS, root = ROOT) {
  /** @type {Map<number, string>} */
  const owners = new Map();
  for (const step of steps) {
    const port = Number(env[`MF_${step.toUpperCase()}_PORT`] ?? stepPort(step, root));
    const other = owners.get(port);
    if (other)
      throw new Error(
        `${stepFolder(other)} and ${stepFolder(step)} both have port ${port}: give each step its own config.port or MF_<STEP>_PORT`,
      );
    owners.set(port, step);
  }
  return Object.fromEntries([...owners].map(([port, step]) => [step, port]));
}

module.exports = { STEPS, stepFolder, stepPorts, stepsIn };
