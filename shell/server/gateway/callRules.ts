// The shop's own rules for a forwarded call, which follow from the kinds of the parameters its owner declares
// (docs/step-release.md, "calls"): what a call names must belong to the buyer's session, the addresses it hands out must
// be the shop's, and what goes on to the insurer is exactly the declared parameters, checked (a re-serialised body, a
// query of single values). Pure functions.
import { normalizePhone } from '@greencard/domain';
import { paramsOfKind, type ParamKind, type StepCall } from '@greencard/step-contract';
import { holdsContract, type BuyerSession } from '../session/buyerSession';

/** A refused call: its status, and the answer's body as the page reads it (a field's refusal names the field). */
export interface Refusal {
  status: 400 | 403;
  message: string;
  errorCode?: 'NOT_YOUR_CONTRACT' | 'NOT_YOUR_CUSTOMER' | 'NOT_ALLOWED';
  errors?: [{ field: string; message: string }];
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

/** The one contract state a buyer's journey asks for: signing (rules §4); cancelling and other moves are the insurer's. */
const BUYER_STATE = 'REQUEST';

const badField = (field: string, why: string): Refusal => {
  const message = `${field}: ${why}`;
  return { status: 400, message, errors: [{ field, message }] };
};

/** A contract id as JSON sends it (a number) or as a query does (digits). */
function contractIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
  return undefined;
}

export const isRefusal = (value: unknown): value is Refusal =>
  !!value && typeof value === 'object' && 'status' in value && 'message' in value;

const notYours = (): Refusal => ({
  status: 403,
  message: 'This contract was not created in this browser session',
  errorCode: 'NOT_YOUR_CONTRACT',
});

/**
 * A return address on this shop's origin as the check read it, which is what goes on: as given, a reader other than
 * the browser's (a provider's, RFC 3986's) could take `http://shop\\@evil.test` for evil.test, or its line breaks for
 * the end of a header.
 */
const ownAddressOf = (value: unknown, publicOrigin: string): string | undefined => {
  const url = typeof value === 'string' ? URL.parse(value) : null;
  return url?.origin === publicOrigin ? url.href : undefined;
};

/** Every kind but plain data and a phone is checked, so the insurer never acts on one left out. */
const required = (kind: ParamKind) => kind !== 'data' && kind !== 'phone';

/**
 * One parameter checked by its kind: the value to pass on (a contract id as the wire carries it: a number in a body,
 * digits in a query), or why it is refused.
 */
function checkParam(
  name: string,
  kind: ParamKind,
  value: unknown,
  { session, publicOrigin, inQuery }: Pick<CallInput, 'session' | 'publicOrigin'> & { inQuery: boolean },
): { value: unknown } | Refusal {
  switch (kind) {
    case 'contractId': {
      const id = contractIdOf(value);
      if (id === undefined) return badField(name, 'must be a contract id');
      if (!holdsContract(session, id)) return notYours();
      return { value: inQuery ? String(id) : id };
    }
    case 'loyaltyCustomerId':
      if (!session.loyaltyCustomerId || value !== session.loyaltyCustomerId)
        return {
          status: 403,
          message: 'This loyalty customer is not the one this browser arrived with',
          errorCode: 'NOT_YOUR_CUSTOMER',
        };
      return { value };
    case 'returnAddress': {
      const own = ownAddressOf(value, publicOrigin);
      return own ? { value: own } : badField(name, 'must be an address of this shop');
    }
    case 'contractState':
      return value === BUYER_STATE
        ? { value }
        : { status: 403, message: `The shop only moves a contract to ${BUYER_STATE}`, errorCode: 'NOT_ALLOWED' };
    case 'phone':
      return typeof value === 'string' ? { value } : badField(name, 'must be a phone number');
    case 'data':
      return { value };
  }
}

/** Checks one call; answers what to forward, or why it is refused. */
export function checkCall(call: StepCall, { query, body, session, publicOrigin }: CallInput): Forward | Refusal {
  const inQuery = call.method === 'GET';
  let given: Record<string, unknown>;
  if (inQuery) given = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  else if (body && typeof body === 'object' && !Array.isArray(body)) given = body as Record<string, unknown>;
  else return { status: 400, message: 'The body must be a JSON object' };

  const passed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(call.params, name)) return badField(name, 'is not a parameter of this call');
    // A repeated parameter could be read one way here and another way by the insurer.
    if (inQuery && typeof value !== 'string') return badField(name, 'must be given once');
    passed[name] = value;
  }
  for (const [name, kind] of Object.entries(call.params)) {
    if (!Object.hasOwn(passed, name)) {
      if (required(kind)) return badField(name, 'is required');
      continue;
    }
    const checked = checkParam(name, kind, passed[name], { session, publicOrigin, inQuery });
    if (isRefusal(checked)) return checked;
    passed[name] = checked.value;
  }
  // The SMS budgets count the first phone a call names (docs/shop-server.md, section 3): the insurer texts no other.
  const phones = paramsOfKind(call, 'phone').filter((name) => Object.hasOwn(passed, name));
  if (new Set(phones.map((name) => normalizePhone(passed[name] as string))).size > 1)
    return badField(phones[1] as string, 'must be the same phone as the other phone of this call');
  return inQuery ? { query: passed as Record<string, string> } : { query: {}, body: passed };
}

/** Whether a call names a contract, whose session's contracts must then be read. */
export const namesContract = (call: StepCall): boolean => Object.values(call.params).includes('contractId');

/** The first parameter of a kind the call was given: a phone declared first but not sent would hide the one sent. */
export const paramOf = (call: StepCall, params: Record<string, unknown>, kind: ParamKind): unknown =>
  params[paramsOfKind(call, kind).find((name) => Object.hasOwn(params, name)) ?? ''];

/** The contract a checked call names, if any: its one contractId parameter. */
export function contractOf(call: StepCall, forward: Forward): number | undefined {
  const value = paramOf(call, forward.body ?? forward.query, 'contractId');
  return value === undefined ? undefined : Number(value);
}
