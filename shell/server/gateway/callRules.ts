// The shop's own rules for a forwarded call: what it names must belong to the buyer's session, and what goes on to
// the insurer is exactly what was checked (a re-serialised body, only the listed query parameters). Whatever a call
// declares, a body's contract, customer and return addresses are checked when it has them (docs/shop-server.md,
// "Checks every call has"). Pure functions.
import { CONTRACT_FIELDS, CUSTOMER_FIELDS, RETURN_ADDRESS_FIELDS } from '@greencard/build/release/requiredChecks';
import { holdsContract, type BuyerSession } from '../session/buyerSession';
import type { InsurerCall } from './insurerCalls';

export interface Refusal {
  status: 400 | 403;
  message: string;
  errorCode?: 'NOT_YOUR_CONTRACT' | 'NOT_YOUR_CUSTOMER' | 'NOT_ALLOWED';
  field?: string;
}

export interface Forward {
  query: Record<string, string>;
  /** The JSON body to send (undefined for GET). */
  body?: Record<string, unknown>;
}

export interface CallInput {
  query: unknown;
  body: unknown;
  session: BuyerSession;
  /** This shop's configured origin (PUBLIC_ORIGIN): payment return addresses must point back to it. */
  publicOrigin: string;
}

const badField = (field: string, message: string): Refusal => ({ status: 400, message: `${field}: ${message}`, field });

/** A contract id as JSON sends it (a number) or as a query does (digits). */
function contractIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  return undefined;
}

function pickQuery(call: InsurerCall, query: unknown): Forward['query'] | Refusal {
  const given = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
  const picked: Record<string, string> = {};
  for (const name of call.query ?? []) {
    const value = given[name];
    if (value === undefined) continue;
    // A repeated parameter could be read one way here and another way by the insurer.
    if (typeof value !== 'string') return badField(name, 'must be given once');
    picked[name] = value;
  }
  return picked;
}

export const isRefusal = (value: unknown): value is Refusal =>
  !!value && typeof value === 'object' && 'status' in value && 'message' in value;

const notYours = (): Refusal => ({
  status: 403,
  message: 'This contract was not created in this browser session',
  errorCode: 'NOT_YOUR_CONTRACT',
});

function isOwnAddress(value: unknown, publicOrigin: string): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).origin === publicOrigin;
  } catch {
    return false;
  }
}

const has = (body: Record<string, unknown>, field: string) => Object.hasOwn(body, field);

/** Whether a JSON body names a contract, which the session's contracts must then hold. */
export const namesContract = (body: unknown): boolean =>
  !!body &&
  typeof body === 'object' &&
  !Array.isArray(body) &&
  CONTRACT_FIELDS.some((field) => has(body as Record<string, unknown>, field));

function checkRule(call: InsurerCall, body: Record<string, unknown>, publicOrigin: string): Refusal | undefined {
  if (call.rules?.includes('statusRequest') && body.state !== 'REQUEST') {
    // The buyer's journey only ever asks for signing; cancelling or other moves are the insurer's business.
    return { status: 403, message: 'The shop only moves a contract to REQUEST', errorCode: 'NOT_ALLOWED' };
  }
  // Declared, both must be there; undeclared, any that is there is held to the same.
  const required = call.rules?.includes('returnUrls');
  for (const field of RETURN_ADDRESS_FIELDS) {
    if ((required || has(body, field)) && !isOwnAddress(body[field], publicOrigin))
      return badField(field, 'must be an address of this shop');
  }
  return undefined;
}

/** Checks one call; answers what to forward, or why it is refused. */
export function checkCall(call: InsurerCall, { query, body, session, publicOrigin }: CallInput): Forward | Refusal {
  const forwardQuery = pickQuery(call, query);
  if (isRefusal(forwardQuery)) return forwardQuery;
  if (call.method === 'GET') {
    if (call.contract === 'query') {
      const id = contractIdOf(forwardQuery.contract_id);
      if (id === undefined) return badField('contract_id', 'must be a contract id');
      if (!holdsContract(session, id)) return notYours();
      forwardQuery.contract_id = String(id);
    }
    return { query: forwardQuery };
  }

  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { status: 400, message: 'The body must be a JSON object' };
  const forwardBody = { ...(body as Record<string, unknown>) };
  // A contract or a customer the body names is the session's, declared or not: the insurer reads these fields.
  for (const field of CONTRACT_FIELDS) {
    if (call.contract !== 'body' && !has(forwardBody, field)) continue;
    const id = contractIdOf(forwardBody[field]);
    if (id === undefined) return badField(field, 'must be a contract id');
    if (!holdsContract(session, id)) return notYours();
    forwardBody[field] = id;
  }
  for (const field of CUSTOMER_FIELDS) {
    if (!call.loyaltyCustomer && !has(forwardBody, field)) continue;
    if (!session.loyaltyCustomerId || forwardBody[field] !== session.loyaltyCustomerId) {
      return {
        status: 403,
        message: 'This loyalty customer is not the one this browser arrived with',
        errorCode: 'NOT_YOUR_CUSTOMER',
      };
    }
  }
  const refused = checkRule(call, forwardBody, publicOrigin);
  return refused ?? { query: forwardQuery, body: forwardBody };
}
