// @ts-check
// The shop server's policy on the insurer calls a step declares in its step.json (docs/step-release.md, "calls"): their
// form is the step contract's schema (@greencard/step-contract), then what the server forwards no step, which checks
// fit together, the checks a call must have, and one owner per call. The shop server builds its allow-list with this
// parser and `npm run release` refuses with it, so a release accepts exactly what the server will serve. Plain
// CommonJS: the release runs it as it is, and the server's bundle imports it.
const { stepCallsForm } = require('@greencard/step-contract');
const { droppedCheck } = require('./requiredChecks');

/** The `reason` of the error (or of its `cause`) that refuses a call for dropping a check it must have. */
const DROPPED_CHECK = 'droppedCheck';

/** The abuse limits, one per call at most: the server counts a call against one allowance. */
const LIMIT_CHECKS = ['codeLimit', 'loyaltyLimit', 'draftLimit'];

/** Checks that read the JSON body, which a GET has not. */
const BODY_CHECKS = ['contractInBody', 'loyaltyCustomer', 'statusRequest', 'returnUrls'];

/**
 * Paths no step may declare: the shell's own calls, and those never forwarded (docs/shop-server.md, section 1).
 * @type {readonly { path: RegExp, why: string }[]}
 */
const RESERVED = [
  { path: /^\/serverTime$/, why: "it is the shell's own call" },
  {
    path: /^\/company(?:\/|$)/,
    why: "the company is the shell's: read once at start, its logo forwarded by the shell",
  },
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
 * @typedef {import('@greencard/step-contract').StepCall} StepCall
 * @typedef {import('@greencard/step-contract').CallUse} CallUse
 * @typedef {{ owner: string, call: StepCall }} OwnedCall
 */

const quoted = (/** @type {readonly string[]} */ values) => values.map((v) => `"${v}"`).join(', ');

/** @param {CallUse} call */
const callKey = (call) => `${call.method} ${call.path}`;

/**
 * Why the checks do not fit the call: a check the method cannot apply, or a contract that would go unchecked.
 * @param {StepCall} call @returns {string | undefined}
 */
function inconsistency({ method, query = [], checks = [], answer }) {
  const bodyChecks = checks.filter((check) => BODY_CHECKS.includes(check));
  if (method === 'GET' && bodyChecks.length) return `a GET has no body for ${quoted(bodyChecks)}`;
  if (method !== 'GET' && checks.includes('contractInQuery'))
    return '"contractInQuery" is for a GET (a body names its contract)';
  if (checks.includes('contractInQuery') && !query.includes('contract_id')) {
    return '"contractInQuery" needs "contract_id" among the query parameters';
  }
  // The server checks a customer in a body (loyaltyCustomer); one in a query would go on unchecked.
  if (query.includes('customer_id'))
    return 'it would pass "customer_id" on in its query, which no check reads: a customer goes in the body';
  const limits = checks.filter((check) => LIMIT_CHECKS.includes(check));
  if (limits.length > 1) return `one limit per call, not ${quoted(limits)}`;
  if (answer === 'newContract' && method === 'GET') return '"newContract" is the answer of a saved draft, not of a GET';
  // A GET repeats nothing: only a call that makes something (a draft, a payment) carries an idempotency key.
  if (method === 'GET' && checks.includes('idempotent'))
    return '"idempotent" is for a call that makes something, not a GET';
  return undefined;
}

/**
 * Why the server will not forward the call as declared, or undefined.
 * @param {StepCall} call @returns {{ message: string, reason?: string } | undefined}
 */
function callRefusal(call) {
  const reserved = RESERVED.find((rule) => rule.path.test(call.path));
  if (reserved) return { message: `no step may declare ${call.path}: ${reserved.why}` };
  const why = inconsistency(call);
  if (why) return { message: why };
  // A check the call's own shape needs (requiredChecks.js): a step may add checks, never drop these.
  const dropped = droppedCheck(call);
  if (dropped) return { message: `it must have "${dropped.check}": ${dropped.why}`, reason: DROPPED_CHECK };
  return undefined;
}

/**
 * The calls of a step's step.json, checked: their form (the step contract's schema), then the server's policy on
 * each, and no call twice. Throws an Error naming the step and the call; one that drops a check its call must have
 * carries `reason` DROPPED_CHECK.
 * @param {unknown} value the "calls" of step.json (or of its registry entry)
 * @param {string} step
 * @returns {StepCall[]}
 */
function parseStepCalls(value, step) {
  const calls = stepCallsForm(value, step);
  const seen = new Set();
  for (const call of calls) {
    const refused = callRefusal(call);
    if (refused) {
      throw Object.assign(
        new Error(`step "${step}", call ${callKey(call)}: ${refused.message}`),
        refused.reason ? { reason: refused.reason } : {},
      );
    }
    if (seen.has(callKey(call))) throw new Error(`step "${step}" declares ${callKey(call)} twice`);
    seen.add(callKey(call));
  }
  return calls;
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

module.exports = { parseStepCalls, callOwners, callKey, SHELL_CALLS, DROPPED_CHECK };
