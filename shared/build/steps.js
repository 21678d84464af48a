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
    .filter((entry) => entry.isDirectory() && entry.name.startsWith(PREFIX) && isStepName(entry.name.slice(PREFIX.length)))
    .filter((entry) => ['package.json', 'step.json'].every((file) => fs.existsSync(path.join(root, entry.name, file))))
    .map((entry) => entry.name.slice(PREFIX.length))
    .sort();
}

const STEPS = stepsIn();

/** The folder (and workspace) of a step module. */
const stepFolder = (/** @type {string} */ step) => `${PREFIX}${step}`;

module.exports = { STEPS, stepFolder, stepsIn };
