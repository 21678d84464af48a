// @ts-check
// The step modules kept in this repository, in journey order: the one list the build tooling reads (lint boundaries,
// unit test projects, the local services). Each step lives in `mf-<step>/`. The shop itself has no list of steps: the
// registry's entries are its steps, and their step.json give the order (docs/step-release.md), which steps.test.ts
// checks this list against.

const STEPS = /** @type {const} */ (['calculator', 'contract', 'confirm', 'points', 'payment']);

/** The folder (and workspace) of a step module. */
const stepFolder = (/** @type {string} */ step) => `mf-${step}`;

module.exports = { STEPS, stepFolder };
