// POST /loyalty/order, the one call that sends the buyer's secret, reserves the points with it, and releases them.
// Its business outcomes travel as error fields beside data, with HTTP 200 (rules §7).
import { ApiError, schema, type Answer, type ErrorKey, type InsurerClient } from '@greencard/api';

export interface LoyaltyOrder {
  customerId: string;
  contractId: number;
  /** The points to pay with, UAH. */
  paidByPoints: number;
}

/** The reservation to release: the contract's, for this loyalty customer. */
export type LoyaltyRelease = Omit<LoyaltyOrder, 'paidByPoints'>;

const OrderAnswer = schema(({ type, optional, nullable, union, string, number, unknown }) =>
  type({
    errorCode: optional(nullable(union([string(), number()]))),
    errorMessage: optional(nullable(string())),
    data: optional(unknown()),
  }),
);
type OrderAnswer = Answer<typeof OrderAnswer>;

/** The data of a sent secret. */
const LoyaltySecretSent = schema(({ type, optional, number, instant }) =>
  type({ sentAt: optional(instant()), resendAfterSeconds: optional(number()) }),
);
export type LoyaltySecretSent = Answer<typeof LoyaltySecretSent>;

/**
 * The data of a checked secret: the points are reserved. The spec asks only for an answer without error fields
 * (rules §7): the figures are read when the insurer gives them, and the points step counts them itself otherwise.
 */
const LoyaltyReserved = schema(({ knownFields, number }) => knownFields({ reserved: number(), amountToPay: number() }));
export type LoyaltyReserved = Answer<typeof LoyaltyReserved>;

/**
 * The data of a released reservation (paidByPoints 0, no secret): nothing is reserved and the full premium is due.
 * cancelledPayments counts the contract's open payments the change cancelled.
 */
const LoyaltyReleased = schema(({ type, optional, number }) =>
  type({ reserved: number(), amountToPay: number(), cancelledPayments: optional(number()) }),
);

// Sending answers "a secret is required now" (rules §7), which is what the shop asked for.
const SENT_CODES: readonly (string | number)[] = ['AUTH_FAILED_SECRET_REQUIRED', 0, '0'];
const INVALID_SECRET_CODES: readonly (string | number)[] = [
  'AUTH_FAILED_SECRET_REQUIRED',
  'AUTH_FAILED_INVALID_SECRET',
];

async function order(
  client: InsurerClient,
  { customerId, contractId, paidByPoints }: LoyaltyOrder,
  { secret, smsProof }: { secret?: string; smsProof?: boolean } = {},
): Promise<OrderAnswer> {
  const data = {
    customer_id: customerId,
    contract_id: contractId,
    paidByPoints,
    ...(secret === undefined ? {} : { secret }),
  };
  const { body } = await client.send({ method: 'POST', url: '/loyalty/order', data, smsProof }, 'pointsDefault');
  return client.read(body, OrderAnswer);
}

// null counts as absent: some platforms send every field, empty ones as null.
const errorCodeOf = (answer: OrderAnswer): string | number | undefined => answer.errorCode ?? undefined;
const hasErrorFields = (answer: OrderAnswer): boolean =>
  errorCodeOf(answer) !== undefined || (answer.errorMessage ?? undefined) !== undefined;

/** Without a secret: sends the one-time secret to the buyer (with a proof of work, as a code). */
export async function loyaltySendSecret(client: InsurerClient, request: LoyaltyOrder): Promise<LoyaltySecretSent> {
  const answer = await order(client, request, { smsProof: true });
  const code = errorCodeOf(answer);
  const sent = code === undefined ? !hasErrorFields(answer) : SENT_CODES.includes(code);
  if (!sent) throw new ApiError('pointsDefault');
  return client.read(answer.data ?? {}, LoyaltySecretSent);
}

/** With the secret: reserves the points; only an answer without error fields succeeds. */
export async function loyaltyCheckSecret(
  client: InsurerClient,
  request: LoyaltyOrder,
  secret: string,
): Promise<LoyaltyReserved> {
  const answer = await order(client, request, { secret });
  if (hasErrorFields(answer)) {
    const code = errorCodeOf(answer);
    const key: ErrorKey =
      code !== undefined && INVALID_SECRET_CODES.includes(code) ? 'pointsInvalidSecret' : 'pointsDefault';
    throw new ApiError(key);
  }
  return client.read(answer.data, LoyaltyReserved);
}

/**
 * With paidByPoints 0 and no secret: releases the points reserved against the contract (a buyer who reserved points,
 * went back and chose to pay in full). Only an answer without error fields succeeds; the insurer's figures say what
 * is due now.
 */
export async function loyaltyRelease(
  client: InsurerClient,
  release: LoyaltyRelease,
): Promise<Required<LoyaltyReserved>> {
  const answer = await order(client, { ...release, paidByPoints: 0 });
  if (hasErrorFields(answer)) throw new ApiError('pointsDefault');
  const { reserved, amountToPay } = await client.read(answer.data ?? {}, LoyaltyReleased);
  return { reserved, amountToPay };
}
