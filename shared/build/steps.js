// @ts-check
// The step modules, in journey order: the one list the build tooling reads (lint boundaries, unit test projects, the
// local services and releases). Each step lives in `mf-<step>/`. The pages' own list, `STEP_NAMES` of @greencard/i18n,
// is checked against this one by steps.test.ts.

const STEPS = /** @type {const} */ (['calculator', 'contract', 'confirm', 'points', 'payment']);

/** The folder (and workspace) of a step module. */
const stepFolder = (/** @type {string} */ step) => `mf-${step}`;

module.exports = { STEPS, stepFolder };
