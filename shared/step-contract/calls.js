// @ts-check
// The shop server's policy on the insurer calls a step declares in its step.json (docs/step-release.md, "calls"): their
// form is the schema's; beyond it, paths no step may declare, the kinds the insurer's own field names have, treatments
// that fit the call's kinds, one owner per call, and what a new build of a call may not drop. Every check a call gets
// follows from the kinds of its parameters, so a new call gets them exactly as an old one. The release and the shop
// server both judge with this module, so a release accepts exactly what the server will serve.
const { checkSchema } = require('./schemaCheck');

/**
 * @typedef {import('./index').StepCall} StepCall
 * @typedef {import('./index').CallUse} CallUse
 * @typedef {import('./index').ParamKind} ParamKind
 * @typedef {{ owner: string, call: StepCall }} OwnedCall
 */

/** The `reason` of an error that refuses a call for dropping what its kinds or its last build require. */
const DROPPED_CHECK = 'droppedCheck';

/**
 * The insurer's field names whose meaning the shop knows (docs/insurer-api.md): a call that passes one on passes it as
 * that kind, whatever a step calls it, so its check cannot be declared away.
 * @type {Readonly<Record<string, ParamKind>>}
 */
const FIELD_KINDS = {
  contract_id: 'contractId',
  customer_id: 'loyaltyCustomerId',
  successUrl: 'returnAddress',
  failUrl: 'returnAddress',
  phone: 'phone',
  state: 'contractState',
};

/**
 * A path as an insurer's server might read it: letter case, percent-encoding, repeated and trailing slashes make no
 * difference, so no spelling reaches a call past its owner or its checks. Undefined for a path that cannot be decoded.
 * @param {string} path
 */
function canonicalPath(path) {
  try {
    return decodeURIComponent(path)
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/$/, '$1')
      .toLowerCase();
  } catch {
    return undefined;
  }
}

/** How calls are told apart: the method and the canonical path. @param {{ method: string, path: string }} call */
const callKey = (call) => `${call.method} ${canonicalPath(call.path) ?? call.path}`;

/** How a person reads a call: as declared. @param {{ method: string, path: string }} call */
const callName = (call) => `${call.method} ${call.path}`;

/**
 * Paths no step may declare, canonical: the shell's own calls and those never forwarded (docs/shop-server.md, section 1).
 * @type {readonly { path: RegExp, why: string }[]}
 */
const RESERVED = [
  { path: /^\/servertime$/, why: "it is the shell's own call" },
  { path: /^\/smschallenge$/, why: "it is the shop server's own challenge" },
  {
    path: /^\/company(?:\/|$)/,
    why: "the company is the shell's: read once at start, its logo forwarded by the shell",
  },
  { path: /^\/sign(?:\/|$)/, why: "it is never forwarded: it signs anything in the merchant's name" },
  { path: /^\/sandbox(?:\/|$)/, why: "the sandbox's own pages and hooks are no insurer calls" },
  {
    path: /^\/getcontractbyewacode$/,
    why: "it finds any buyer's contract by its number, and the session's checks know contracts by their id",
  },
];

/**
 * The calls the shell owns that a step may use (docs/step-release.md, "uses"): the steps' server clock. (The company
 * logo is the shell's header's alone: its path names the shop's company, read at start.)
 * @type {readonly CallUse[]}
 */
const SHELL_CALLS = [{ method: 'GET', path: '/serverTime' }];

const quoted = (/** @type {readonly string[]} */ values) => values.map((v) => `"${v}"`).join(', ');

/** @param {StepCall} call @param {ParamKind} kind */
const paramsOfKind = (call, kind) =>
  Object.entries(call.params)
    .filter(([, of]) => of === kind)
    .map(([name]) => name);

/** A misfit that would leave a message, a payment, a document or a contract uncounted, or a field unchecked. */
const uncounted = (/** @type {string} */ message) => ({ message, reason: DROPPED_CHECK });

/**
 * Why the server will not forward the call as declared, or undefined; one that would pass an insurer's field on
 * unchecked carries `reason` DROPPED_CHECK. Beyond a reserved path or an insurer's field of another kind, each rule on
 * the call's treatment says what the server could not do otherwise: a message with nobody to go to or uncounted, a
 * payment or a document uncounted, a contract read from an answer that names none.
 * @param {StepCall} call @returns {{ message: string, reason?: string } | undefined}
 */
function callRefusal(call) {
  const reserved = RESERVED.find((rule) => rule.path.test(canonicalPath(call.path) ?? call.path));
  if (reserved) return { message: `no step may declare ${call.path}: ${reserved.why}` };
  for (const [name, kind] of Object.entries(call.params)) {
    const known = FIELD_KINDS[name];
    if (known && known !== kind)
      return { message: `"${name}" is a ${known} to the insurer, not ${kind}`, reason: DROPPED_CHECK };
  }
  const { method, params, texts, costs, answer, event, provider } = call;
  const has = (/** @type {ParamKind} */ kind) => paramsOfKind(call, kind).length > 0;
  if (paramsOfKind(call, 'contractId').length > 1)
    return { message: 'a call acts on one contract: one contractId at most' };
  if (texts) {
    if (!has('phone') && !has('loyaltyCustomerId') && !has('contractId'))
      return { message: 'a call that texts needs a phone, a loyalty customer or a contract to text' };
    // The budgets count a phone it names before the customer or the contract, whose phone the insurer texts.
    if (has('phone') && (has('loyaltyCustomerId') || has('contractId')))
      return uncounted("a call that texts a contract's or a loyalty customer's phone names no other phone");
    if (!call.limit) return uncounted('a call that texts needs a limit');
    const notData = Object.keys(texts.skipWhen ?? {}).filter((name) => params[name] !== 'data');
    if (notData.length) return { message: `"skipWhen" names ${quoted(notData)}, which it does not pass on as data` };
  }
  if (has('returnAddress') && costs !== 'payment')
    return uncounted('a call with return addresses opens a payment ("costs": "payment")');
  if (costs === 'payment' && !has('returnAddress'))
    return { message: 'a payment ("costs": "payment") sends the buyer back: it needs its return addresses' };
  if (costs === 'payment' && !has('contractId'))
    return { message: 'a payment is for a contract: it needs a contractId' };
  if (answer === 'document' && costs !== 'document')
    return uncounted('a document answer costs a document ("costs": "document")');
  if (costs === 'document' && answer !== 'document')
    return { message: '"costs": "document" is for a call whose answer is a document' };
  if (answer === 'newContract') {
    if (method === 'GET') return { message: '"newContract" is the answer of a saved draft, not of a GET' };
    if (!call.limit) return uncounted('a call that makes a contract needs a limit');
  }
  if ((answer === 'codeCheck' || answer === 'paymentConfirmation') && !has('contractId'))
    return { message: `"${answer}" is about a contract: it needs a contractId` };
  if (answer === 'paymentConfirmation' && params.provider !== 'data')
    return { message: '"paymentConfirmation" needs the "provider" it confirms, as data' };
  if ((event === 'payment_started') !== (provider !== undefined))
    return { message: 'a "payment_started" event names its "provider", and only such an event does' };
  if (event === 'payment_started' && costs !== 'payment')
    return { message: '"payment_started" is the event of a payment' };
  if (method === 'GET' && call.idempotent)
    return { message: '"idempotent" is for a call that makes something, not a GET' };
  return undefined;
}

/**
 * The calls of a step's step.json, checked: their form (the schema), then the policy on each, and no call twice in
 * any spelling. Throws an Error naming the step and the call; one that would pass an insurer's field on unchecked
 * carries `reason` DROPPED_CHECK.
 * @param {unknown} value the "calls" of step.json (or of its registry entry)
 * @param {string} step
 * @returns {StepCall[]}
 */
function parseStepCalls(value, step) {
  checkSchema('step.schema.json#/properties/calls', value, `step "${step}" calls`);
  const calls = /** @type {StepCall[]} */ (value);
  const seen = new Set();
  for (const call of calls) {
    const refused = callRefusal(call);
    if (refused)
      throw Object.assign(
        new Error(`step "${step}", call ${callName(call)}: ${refused.message}`),
        refused.reason ? { reason: refused.reason } : {},
      );
    if (seen.has(callKey(call))) throw new Error(`step "${step}" declares ${callName(call)} twice`);
    seen.add(callKey(call));
  }
  return calls;
}

/**
 * What `after` drops that `before`, the same call's last build, had: a step may add checks, never drop them. A kind
 * that is checked stays its kind, a limit, a cost and a message stay, and a message is skipped or counted unsent in no
 * more cases than before (docs/step-release.md, "What a call may not drop").
 * @param {StepCall} before @param {StepCall} after @returns {string[]}
 */
function droppedTreatments(before, after) {
  const dropped = [];
  for (const [name, kind] of Object.entries(before.params)) {
    const now = after.params[name];
    if (kind !== 'data' && now !== undefined && now !== kind) dropped.push(`"${name}" is no longer a ${kind}`);
  }
  if (before.limit && after.limit !== before.limit) dropped.push(`its "${before.limit}" limit`);
  if (before.costs && after.costs !== before.costs) dropped.push(`its "${before.costs}" cost`);
  if (before.texts) {
    if (!after.texts) dropped.push('its texts');
    else {
      const skips = Object.entries(after.texts.skipWhen ?? {}).filter(
        ([name, when]) => before.texts?.skipWhen?.[name] !== when,
      );
      if (skips.length)
        dropped.push(`texts skipped when ${skips.map(([name, when]) => `"${name}" is ${when}`).join(', ')}`);
      const sent = new Set(after.texts.sentErrorCodes ?? []);
      const unsent = (before.texts.sentErrorCodes ?? []).filter((code) => !sent.has(code));
      if (unsent.length) dropped.push(`${quoted(unsent.map(String))} counted as sent`);
    }
  }
  return dropped;
}

/**
 * A line for each of `step`'s `calls` that drops what the same call had in any of `before` (droppedTreatments), or what
 * a call that texts on its path by another method has there or in `calls`: an insurer routing by path alone texts for it.
 * @param {string} step @param {readonly StepCall[]} before @param {readonly StepCall[]} calls @returns {string[]}
 */
function droppedLines(step, before, calls) {
  return calls.flatMap((call) => {
    const texting = (/** @type {StepCall} */ other) =>
      !!other.texts && callKey({ ...other, method: call.method }) === callKey(call);
    const was = [
      ...before.filter((old) => callKey(old) === callKey(call) || texting(old)),
      ...calls.filter((other) => other.method !== call.method && texting(other)),
    ];
    const lost = [...new Set(was.flatMap((old) => droppedTreatments(old, call)))];
    return lost.length ? [`step "${step}", call ${callName(call)} drops ${lost.join(', ')}`] : [];
  });
}

/**
 * Every declared call by its key, with its owner. Throws when two owners declare one call in any spelling: each call
 * has one owner, who answers for its checks.
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
      if (other) {
        const names = [...new Set([callName(other.call), callName(call)])].join(' and ');
        throw new Error(`${names} is declared by both "${other.owner}" and "${owner}": a call has one owner`);
      }
      byKey.set(key, { owner, call });
    }
  }
  return byKey;
}

module.exports = {
  SHELL_CALLS,
  DROPPED_CHECK,
  canonicalPath,
  callKey,
  callName,
  parseStepCalls,
  paramsOfKind,
  droppedTreatments,
  droppedLines,
  callOwners,
};
