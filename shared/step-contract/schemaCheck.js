// @ts-check
// The documents' JSON Schemas, compiled once with Ajv, the validator an editor or `ajv validate` runs on them: a
// document that fails is refused with the schema's own messages, so a team sees the same words in its editor and in
// the release (docs/step-release.md, "The schemas").
// The module is the class itself (ajv 8 also names it `default`, which the types know it by).
const Ajv = /** @type {typeof import('ajv').default} */ (/** @type {unknown} */ (require('ajv')));

const SCHEMAS = {
  'stepName.schema.json': require('./stepName.schema.json'),
  'step.schema.json': require('./step.schema.json'),
  'routes.schema.json': require('./routes.schema.json'),
  'registry.schema.json': require('./registry.schema.json'),
};

// allErrors: one refusal names everything wrong; verbose: a failed pattern is explained by its schema's description.
const ajv = new Ajv({ allErrors: true, verbose: true, schemas: SCHEMAS });

/**
 * What an error adds to Ajv's message: the name it is about, or the values allowed.
 * @param {import('ajv').ErrorObject} error
 */
function detail({ keyword, params, parentSchema }) {
  if (keyword === 'additionalProperties') return `: "${params.additionalProperty}"`;
  if (keyword === 'enum')
    return `: ${params.allowedValues.map((/** @type {unknown} */ v) => JSON.stringify(v)).join(', ')}`;
  if (keyword === 'propertyNames') return `: ${JSON.stringify(params.propertyName)}`;
  if (keyword === 'pattern' && typeof parentSchema?.description === 'string') return ` (${parentSchema.description})`;
  return '';
}

/**
 * Throws unless `value` is valid under `ref` (a schema file, or a part of one: `step.schema.json#/properties/calls`),
 * naming `where` (when its reader has not already) and every problem.
 * @param {string} ref @param {unknown} value @param {string} [where]
 */
function checkSchema(ref, value, where) {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema ${ref}`);
  if (validate(value)) return;
  // Each error: where in the document (a JSON Pointer; none for the document itself) and Ajv's message.
  const problems = (validate.errors ?? [])
    .map((error) => `${error.instancePath ? `${error.instancePath} ` : ''}${error.message}${detail(error)}`)
    .join('; ');
  throw new Error(where ? `${where}: ${problems}` : problems);
}

module.exports = { checkSchema };
