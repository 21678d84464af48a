// The allow-list: the shell's own insurer calls and those the released steps declare in their step.json, and nothing
// else (docs/shop-server.md). The browser reaches each one at /api<path>; any other path under /api is answered 404
// and never leaves the server. The declared checks are a closed vocabulary, read here into the rules the server applies.
import { requiredChecks } from '@greencard/build/release/requiredChecks';
import { SHELL_CALLS } from '@greencard/build/release/stepCalls';
import type { CallCheck, StepCall } from '@greencard/step-contract';
import type { AbuseLimits } from '../config';
import type { RegistryCalls } from './registryCalls';

type CallMethod = StepCall['method'];

/** Where a call names its contract: the `contract_id` query parameter or body field. */
type ContractIn = 'query' | 'body';

/** A rule on the body beyond the contract and customer checks (see callRules.ts). */
type BodyRule = 'statusRequest' | 'returnUrls';

export interface InsurerCall {
  method: CallMethod;
  /** The insurer's path (docs/insurer-api.md); the shop serves it under /api. */
  path: string;
  /** The query parameters passed on; any other is dropped. */
  query?: readonly string[];
  /** The call acts on a contract, which the buyer's session must hold. */
  contract?: ContractIn;
  /** The call acts on a loyalty customer (`customer_id` in the body), who must be the session's. */
  loyaltyCustomer?: true;
  /** The abuse limit per client that applies. */
  limit?: keyof AbuseLimits;
  rules?: readonly BodyRule[];
  /** The answer names a new contract, which joins the session. */
  recordsContract?: true;
  /** The answer is a document the insurer renders (the policy's PDF). */
  document?: true;
  /** The call may text a phone: it spends the SMS budgets (limits/smsBudget.ts). */
  sendsSms?: true;
  /** The browser's Idempotency-Key goes on with it: a retry gets the first answer, not a second thing made. */
  idempotent?: true;
}

/** Each abuse limit a call may declare, and the allowance it counts against. */
const LIMITS: Partial<Record<CallCheck, keyof AbuseLimits>> = {
  codeLimit: 'codesPerMinute',
  loyaltyLimit: 'loyaltyPerMinute',
  draftLimit: 'draftsPerMinute',
};

const BODY_RULES: readonly CallCheck[] = ['statusRequest', 'returnUrls'] satisfies BodyRule[];

/**
 * What the server does for a declared call: each check of the vocabulary is one of its rules, those it declares and
 * those its shape requires (requiredChecks.js) whatever the registry says: an SMS call always spends the budgets.
 */
function insurerCallOf({ method, path, query, checks: declared = [], answer }: StepCall): InsurerCall {
  const checks = [
    ...new Set([
      ...declared,
      ...requiredChecks({ method, path, ...(query ? { query } : {}) }).map(({ check }) => check),
    ]),
  ];
  const limit = checks.map((check) => LIMITS[check]).find((found) => found !== undefined);
  const rules = checks.filter((check): check is BodyRule => BODY_RULES.includes(check));
  return {
    method,
    path,
    ...(query ? { query } : {}),
    ...(checks.includes('contractInQuery') ? { contract: 'query' as const } : {}),
    ...(checks.includes('contractInBody') ? { contract: 'body' as const } : {}),
    ...(checks.includes('loyaltyCustomer') ? { loyaltyCustomer: true as const } : {}),
    ...(limit ? { limit } : {}),
    ...(rules.length ? { rules } : {}),
    ...(answer === 'newContract' ? { recordsContract: true as const } : {}),
    ...(answer === 'document' ? { document: true as const } : {}),
    ...(checks.includes('smsBudget') ? { sendsSms: true as const } : {}),
    ...(checks.includes('idempotent') ? { idempotent: true as const } : {}),
  };
}

/**
 * The shell's own calls: the insurer's clock (the steps' server clock, @greencard/step) and the company logo of the
 * header, for the shop's own company only (its id is read at start).
 */
export function shellCalls(companyId: number): ReadonlyMap<string, InsurerCall> {
  const calls: InsurerCall[] = [...SHELL_CALLS, { method: 'GET', path: `/company/logo/${companyId}` }];
  return new Map(calls.map((call) => [`${call.method} ${call.path}`, call]));
}

/** The call at this method and exact path, the shell's or a registry step's; undefined when none is. */
export function findCall(
  shell: ReadonlyMap<string, InsurerCall>,
  registry: RegistryCalls,
  method: string,
  path: string,
): InsurerCall | undefined {
  const key = `${method} ${path}`;
  const declared = registry.get(key);
  return shell.get(key) ?? (declared ? insurerCallOf(declared.call) : undefined);
}
