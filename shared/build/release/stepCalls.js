// @ts-check
// The insurer calls a step declares in its step.json (docs/step-release.md, "calls"), checked. The shop server builds
// its allow-list with this parser and `npm run release` refuses with it, so a release accepts exactly what the server
// will serve. Plain CommonJS: the release runs it as it is, and the server's bundle imports it.
const { droppedCheck } = require('./requiredChecks');

const METHODS = /** @type {const} */ (['GET', 'POST', 'PUT']);

/** The `reason` of the error (or of its `cause`) that refuses a call for dropping a check it must have. */
const DROPPED_CHECK = 'droppedCheck';

/** The server's checks (docs/shop-server.md); it implements each, and knows no other. */
const CHECKS = /** @type {const} */ ([
  'contractInQuery',
  'contractInBody',
  'loyaltyCustomer',
  'statusRequest',
  'returnUrls',
  'codeLimit',
  'loyaltyLimit',
  'draftLimit',
  'smsBudget',
  'idempotent',
]);

/** The abuse limits, one per call at most: the server counts a call against one allowance. */
const LIMIT_CHECKS = ['codeLimit', 'loyaltyLimit', 'draftLimit'];

/** Checks that read the JSON body, which a GET has not. */
const BODY_CHECKS = ['contractInBody', 'loyaltyCustomer', 'statusRequest', 'returnUrls'];

const ANSWERS = /** @type {const} */ (['newContract', 'document']);

const CALL_KEYS = ['method', 'path', 'query', 'checks', 'answer'];

/**
 * One segment after another, each of unreserved characters and none `.` or `..`: no empty, encoded or relative part
 * the server's exact match would have to read one way and the insurer another.
 */
const PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
const QUERY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Paths no step may declare: the shell's own calls, and those never forwarded (docs/shop-server.md, section 1).
 * @type {readonly { path: RegExp, why: string }[]}
 */
const RESERVED = [
  { path: /^\/serverTime$/, why: "it is the shell's own call" },
  { path: /^\/company(?:\/|$)/, why: "the company is the shell's: read once at start, its logo forwarded by the shell" },
  { path: /^\/sign(?:\/|$)/, why: "it is never forwarded: it signs anything in the merchant's name" },
  { path: /^\/sandbox(?:\/|$)/, why: "the sandbox's own pages and hooks are no insurer calls" },
  {
    path: /^\/getContractByEwaCode$/,
    why: "it finds any buyer's contract by its number, and the session's checks know contracts by their id",
  },
];

/**
 * The calls the shell owns that a step may use (docs/step-release.md, "uses"): the steps' server clock. (The company
 * logo is the shell's header's alone: its path names the shop's company, read at start.)
 * @type {readonly CallUse[]}
 */
const SHELL_CALLS = [{ method: 'GET', path: '/serverTime' }];

/**
 * @typedef {(typeof METHODS)[number]} CallMethod
 * @typedef {(typeof CHECKS)[number]} CallCheck
 * @typedef {(typeof ANSWERS)[number]} CallAnswer
 * @typedef {{ method: CallMethod, path: string, query?: string[], checks?: CallCheck[], answer?: CallAnswer }} StepCall
 * @typedef {{ owner: string, call: StepCall }} OwnedCall
 * @typedef {{ method: CallMethod, path: string }} CallUse
 */

const isObject = (/** @type {unknown} */ value) => !!value && typeof value === 'object' && !Array.isArray(value);
const quoted = (/** @type {readonly string[]} */ values) => values.map((v) => `"${v}"`).join(', ');

/** @param {CallUse} call */
const callKey = (call) => `${call.method} ${call.path}`;

/**
 * A list of distinct strings from `vocabulary` (or matching `pattern`), or why not.
 * @param {unknown} value @param {string} field @param {{ vocabulary?: readonly string[], pattern?: RegExp }} allowed
 * @returns {string[]}
 */
function stringList(value, field, { vocabulary, pattern }) {
  if (!Array.isArray(value)) throw new Error(`"${field}" must be a list`);
  const seen = new Set();
  for (const item of value) {
    if (typeof item !== 'string') throw new Error(`"${field}" must list strings`);
    if (vocabulary && !vocabulary.includes(item)) {
      throw new Error(`unknown ${field === 'checks' ? 'check' : field} "${item}" (known: ${quoted(vocabulary)})`);
    }
    if (pattern && !pattern.test(item)) throw new Error(`"${field}" has "${item}", which is not a parameter name`);
    if (seen.has(item)) throw new Error(`"${field}" names "${item}" twice`);
    seen.add(item);
  }
  return [...value];
}

/**
 * Why the checks do not fit the call: a check the method cannot apply, or a contract that would go unchecked.
 * @param {StepCall} call @returns {string | undefined}
 */
function inconsistency({ method, query = [], checks = [], answer }) {
  const bodyChecks = checks.filter((check) => BODY_CHECKS.includes(check));
  if (method === 'GET' && bodyChecks.length) return `a GET has no body for ${quoted(bodyChecks)}`;
  if (method !== 'GET' && checks.includes('contractInQuery')) return '"contractInQuery" is for a GET (a body names its contract)';
  if (checks.includes('contractInQuery') && !query.includes('contract_id')) {
    return '"contractInQuery" needs "contract_id" among the query parameters';
  }
  // The server checks a customer in a body (loyaltyCustomer); one in a query would go on unchecked.
  if (query.includes('customer_id')) return 'it would pass "customer_id" on in its query, which no check reads: a customer goes in the body';
  const limits = checks.filter((check) => LIMIT_CHECKS.includes(check));
  if (limits.length > 1) return `one limit per call, not ${quoted(limits)}`;
  if (answer === 'newContract' && method === 'GET') return '"newContract" is the answer of a saved draft, not of a GET';
  // A GET repeats nothing: only a call that makes something (a draft, a payment) carries an idempotency key.
  if (method === 'GET' && checks.includes('idempotent')) return '"idempotent" is for a call that makes something, not a GET';
  return undefined;
}

/**
 * One declared call, checked; the copy keeps only the fields it declared.
 * @param {unknown} value @returns {StepCall}
 */
function parseCall(value) {
  if (!isObject(value)) throw new Error('must be { "method", "path", "query"?, "checks"?, "answer"? }');
  const fields = /** @type {Record<string, unknown>} */ (value);
  const unknown = Object.keys(fields).filter((key) => !CALL_KEYS.includes(key));
  if (unknown.length) throw new Error(`unknown ${quoted(unknown)}`);
  const { method, path, query, checks, answer } = fields;
  if (typeof method !== 'string' || !(/** @type {readonly string[]} */ (METHODS).includes(method))) {
    throw new Error(`"method" must be one of ${quoted(METHODS)}`);
  }
  if (typeof path !== 'string' || !PATH.test(path)) {
    throw new Error('"path" must be the insurer\'s path, such as "/payment/easypay": segments of letters, digits, "-", "_", "." or "~"');
  }
  const reserved = RESERVED.find((rule) => rule.path.test(path));
  if (reserved) throw new Error(`no step may declare ${path}: ${reserved.why}`);
  /** @type {StepCall} */
  const call = { method: /** @type {CallMethod} */ (method), path };
  if (query !== undefined) call.query = stringList(query, 'query', { pattern: QUERY_NAME });
  if (checks !== undefined) call.checks = /** @type {CallCheck[]} */ (stringList(checks, 'checks', { vocabulary: CHECKS }));
  if (answer !== undefined) {
    if (typeof answer !== 'string' || !(/** @type {readonly string[]} */ (ANSWERS).includes(answer))) {
      throw new Error(`unknown answer ${JSON.stringify(answer)} (known: ${quoted(ANSWERS)})`);
    }
    call.answer = /** @type {CallAnswer} */ (answer);
  }
  const why = inconsistency(call);
  if (why) throw new Error(why);
  // A check the call's own shape needs (requiredChecks.js): a step may add checks, never drop these.
  const dropped = droppedCheck(call);
  if (dropped) throw Object.assign(new Error(`it must have "${dropped.check}": ${dropped.why}`), { reason: DROPPED_CHECK });
  return call;
}

/** How a call is named in an error before it is known to be well formed. @param {unknown} value @param {number} index */
function callName(value, index) {
  const fields = isObject(value) ? /** @type {Record<string, unknown>} */ (value) : {};
  return typeof fields.method === 'string' && typeof fields.path === 'string'
    ? `${fields.method} ${fields.path}`
    : `number ${index + 1}`;
}

/**
 * The calls of a step's step.json, checked: every value from the closed vocabularies, no call twice. Throws an
 * Error naming the step and the call.
 * @param {unknown} value the "calls" of step.json (or of its registry entry)
 * @param {string} step
 * @returns {StepCall[]}
 */
function parseStepCalls(value, step) {
  if (!Array.isArray(value)) throw new Error(`step "${step}": "calls" must be a list of the insurer calls it makes`);
  const seen = new Set();
  return value.map((item, index) => {
    let call;
    try {
      call = parseCall(item);
    } catch (error) {
      throw new Error(`step "${step}", call ${callName(item, index)}: ${error instanceof Error ? error.message : error}`, { cause: error });
    }
    if (seen.has(callKey(call))) throw new Error(`step "${step}" declares ${callKey(call)} twice`);
    seen.add(callKey(call));
    return call;
  });
}

/**
 * The calls of a step's step.json "uses", checked: calls it makes and another step (or the shell) owns, each
 * `{ "method", "path" }` once. None when left out.
 * @param {unknown} value @param {string} step @returns {CallUse[]}
 */
function parseStepUses(value, step) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`step "${step}": "uses" must be a list of the calls it makes and another step owns`);
  const seen = new Set();
  return value.map((item, index) => {
    const fields = isObject(item) ? /** @type {Record<string, unknown>} */ (item) : {};
    const { method, path } = fields;
    const name = `step "${step}", use ${callName(item, index)}`;
    if (!isObject(item) || Object.keys(fields).some((key) => key !== 'method' && key !== 'path')) {
      throw new Error(`${name}: must be { "method", "path" }`);
    }
    if (typeof method !== 'string' || !(/** @type {readonly string[]} */ (METHODS).includes(method))) {
      throw new Error(`${name}: "method" must be one of ${quoted(METHODS)}`);
    }
    if (typeof path !== 'string' || !PATH.test(path)) throw new Error(`${name}: "path" must be the insurer's path`);
    const use = { method: /** @type {CallMethod} */ (method), path };
    if (seen.has(callKey(use))) throw new Error(`step "${step}" uses ${callKey(use)} twice`);
    seen.add(callKey(use));
    return use;
  });
}

/**
 * Every declared call by method and path, with its owner. Throws when two owners declare one call: each call has
 * one owner, who answers for its checks.
 * @param {Iterable<[string, readonly StepCall[]]>} owners each owner (a step, or the shell) with its calls
 * @returns {Map<string, OwnedCall>}
 */
function callOwners(owners) {
  /** @type {Map<string, OwnedCall>} */
  const byKey = new Map();
  for (const [owner, calls] of owners) {
    for (const call of calls) {
      const key = callKey(call);
      const other = byKey.get(key);
      if (other) throw new Error(`${key} is declared by both "${other.owner}" and "${owner}": a call has one owner`);
      byKey.set(key, { owner, call });
    }
  }
  return byKey;
}

module.exports = { parseStepCalls, parseStepUses, callOwners, callKey, SHELL_CALLS, DROPPED_CHECK, CHECKS, ANSWERS, METHODS };
