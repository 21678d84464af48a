// @ts-check
// A step's name is its key in the registry (registry.json), its remote's name and part of its MF_<STEP>_PORT, so it
// is kept to a plain identifier (docs/step-release.md). The rule is stepName.schema.json, which the documents' schemas
// refer to; this module reads it for code, and is all of the package the page takes (no validator).
const schema = require('./stepName.schema.json');

const STEP_NAME = new RegExp(schema.pattern);

/** @typedef {string} StepName A step's name, as the registry spells it: 'calculator', 'payment', a new team's 'review'. */

/** @param {unknown} value @returns {value is string} */
const isStepName = (value) => typeof value === 'string' && STEP_NAME.test(value);

/** What a step name may be, for error messages. */
const STEP_NAME_RULE = schema.description;

/** The rule as a pattern, for a JSON Schema written in code (a route's parameters). */
const STEP_NAME_PATTERN = schema.pattern;

module.exports = { isStepName, STEP_NAME_RULE, STEP_NAME_PATTERN };
