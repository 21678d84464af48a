// @ts-check
// The checks a call must have whatever its step.json says (docs/step-release.md, "Checks a call must have"): they
// follow from what the call carries to the insurer, as docs/insurer-api.md describes each call. stepCalls.js refuses
// a declaration that drops one, so `npm run release` and the shop server's reading of a registry both refuse it; the
// shop server also applies them to every call it forwards, declared or not, and checks the body fields below on every
// body it forwards. One table for both: a step may add checks, never drop these.

/**
 * @typedef {import('@greencard/step-contract').CallCheck} CallCheck
 * @typedef {{ check: CallCheck, why: string }} RequiredCheck
 */

/** The body fields the insurer reads as a contract id: each must name a contract of the buyer's session. */
const CONTRACT_FIELDS = /** @type {const} */ (['contract_id']);
/** The body fields the insurer reads as a loyalty customer: each must be the session's proved customer. */
const CUSTOMER_FIELDS = /** @type {const} */ (['customer_id']);
/** The body fields the insurer sends a buyer back to: each must be an address on the shop's PUBLIC_ORIGIN. */
const RETURN_ADDRESS_FIELDS = /** @type {const} */ (['successUrl', 'failUrl']);

const NAMES_CONTRACT = 'the insurer reads "contract_id" of its body as the contract it acts on';
const TEXTS = 'the insurer texts the buyer a code for it';

/**
 * The insurer's calls whose own shape needs checks (docs/insurer-api.md, "Calls"), by method and path: what each
 * must declare, and why.
 * @type {readonly { method: string, path: RegExp, checks: readonly RequiredCheck[] }[]}
 */
const INSURER_CALLS = [
  {
    method: 'PUT',
    path: /^\/green\/change\/status$/,
    checks: [
      { check: 'contractInBody', why: NAMES_CONTRACT },
      { check: 'statusRequest', why: 'any other state it is given (CANCELLED) is a move the buyer never makes' },
    ],
  },
  {
    method: 'GET',
    path: /^\/sendCode$/,
    checks: [
      { check: 'contractInQuery', why: 'the insurer reads "contract_id" of its query as the contract it acts on' },
      { check: 'codeLimit', why: TEXTS },
      { check: 'smsBudget', why: TEXTS },
    ],
  },
  { method: 'POST', path: /^\/checkCode$/, checks: [{ check: 'contractInBody', why: NAMES_CONTRACT }] },
  {
    method: 'POST',
    path: /^\/loyalty\/balance$/,
    checks: [
      { check: 'contractInBody', why: NAMES_CONTRACT },
      { check: 'loyaltyCustomer', why: 'the insurer reads "customer_id" of its body as the loyalty customer' },
    ],
  },
  {
    method: 'POST',
    path: /^\/loyalty\/order$/,
    checks: [
      { check: 'contractInBody', why: NAMES_CONTRACT },
      { check: 'loyaltyCustomer', why: 'the insurer reads "customer_id" of its body as the loyalty customer' },
      { check: 'loyaltyLimit', why: 'without a secret, the insurer texts the customer one' },
      { check: 'smsBudget', why: 'without a secret, the insurer texts the customer one' },
    ],
  },
  {
    method: 'POST',
    path: /^\/payment\/[^/]+$/,
    checks: [
      { check: 'contractInBody', why: NAMES_CONTRACT },
      { check: 'returnUrls', why: 'the provider sends the buyer to its "successUrl" and "failUrl"' },
    ],
  },
  { method: 'POST', path: /^\/confirmContractPayment$/, checks: [{ check: 'contractInBody', why: NAMES_CONTRACT }] },
  {
    method: 'GET',
    path: /^\/order\/(?:show|ewaShow)$/,
    checks: [{ check: 'contractInQuery', why: 'the insurer reads "contract_id" of its query as the contract to show' }],
  },
];

/**
 * The checks `call` must declare: those of its shape (a `contract_id` passed on in the query needs
 * `contractInQuery`) and those the insurer's own call needs (INSURER_CALLS).
 * @param {{ method: string, path: string, query?: readonly string[] }} call
 * @returns {RequiredCheck[]}
 */
function requiredChecks({ method, path, query = [] }) {
  const known = INSURER_CALLS.find((rule) => rule.method === method && rule.path.test(path))?.checks ?? [];
  const fromQuery =
    query.includes('contract_id') && !known.some(({ check }) => check === 'contractInQuery')
      ? [{ check: /** @type {CallCheck} */ ('contractInQuery'), why: 'it passes "contract_id" on' }]
      : [];
  return [...fromQuery, ...known];
}

/**
 * The first required check `call` does not declare, or undefined.
 * @param {{ method: string, path: string, query?: readonly string[], checks?: readonly string[] }} call
 * @returns {RequiredCheck | undefined}
 */
function droppedCheck(call) {
  const declared = call.checks ?? [];
  return requiredChecks(call).find(({ check }) => !declared.includes(check));
}

module.exports = { requiredChecks, droppedCheck, CONTRACT_FIELDS, CUSTOMER_FIELDS, RETURN_ADDRESS_FIELDS };
