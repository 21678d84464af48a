import { validate, type Struct } from 'superstruct';
import { ApiError, type ErrorKey } from '../errors';
import {
  LoyaltyBalance,
  LoyaltyOrderAnswer,
  LoyaltyReleased,
  LoyaltySecretSent,
  readLoyaltyReserved,
  type LoyaltyReserved,
} from '../schemas';
import { call, send, type CallContext } from './context';
import { smsProofHeader } from './smsProof';

export interface LoyaltyOrder {
  customerId: string;
  contractId: number;
  /** The points to pay with, UAH. */
  paidByPoints: number;
}

/** The reservation to release: the contract's, for this loyalty customer. */
export type LoyaltyRelease = Omit<LoyaltyOrder, 'paidByPoints'>;

const ORDER_URL = '/loyalty/order';
// Sending answers "a secret is required now" (rules §7), which is what the shop asked for.
const SENT_CODES: readonly (string | number)[] = ['AUTH_FAILED_SECRET_REQUIRED', 0, '0'];
const INVALID_SECRET_CODES: readonly (string | number)[] = [
  'AUTH_FAILED_SECRET_REQUIRED',
  'AUTH_FAILED_INVALID_SECRET',
];

const orderBody = (order: LoyaltyOrder, secret?: string) => ({
  customer_id: order.customerId,
  contract_id: order.contractId,
  paidByPoints: order.paidByPoints,
  ...(secret === undefined ? {} : { secret }),
});

function readOrderAnswer(body: unknown): LoyaltyOrderAnswer {
  const [error, answer] = validate(body, LoyaltyOrderAnswer);
  if (error) throw new ApiError('serverError');
  return answer;
}

// null counts as absent: some platforms send every field, empty ones as null.
const errorCodeOf = (answer: LoyaltyOrderAnswer): string | number | undefined => answer.errorCode ?? undefined;
const hasErrorFields = (answer: LoyaltyOrderAnswer): boolean =>
  errorCodeOf(answer) !== undefined || (answer.errorMessage ?? undefined) !== undefined;

function readOrderData<T, S>(data: unknown, schema: Struct<T, S>): T {
  const [error, value] = validate(data ?? {}, schema);
  if (error) throw new ApiError('serverError');
  return value;
}

export function loyaltyCalls(context: CallContext) {
  return {
    /** POST /loyalty/balance: the balance and how much of it may pay for this contract. */
    loyaltyBalance: (customerId: string, contractId: number): Promise<LoyaltyBalance> =>
      call(
        context,
        { method: 'POST', url: '/loyalty/balance', data: { customer_id: customerId, contract_id: contractId } },
        LoyaltyBalance,
        'pointsDefault',
      ),

    /** POST /loyalty/order without a secret: sends the one-time secret to the buyer (with a proof of work, as a code). */
    loyaltySendSecret: async (order: LoyaltyOrder): Promise<LoyaltySecretSent> => {
      const headers = await smsProofHeader(context, 'pointsDefault');
      const { data } = await send(
        context,
        { method: 'POST', url: ORDER_URL, data: orderBody(order), headers },
        'pointsDefault',
      );
      const answer = readOrderAnswer(data);
      const code = errorCodeOf(answer);
      const sent = code === undefined ? !hasErrorFields(answer) : SENT_CODES.includes(code);
      if (!sent) throw new ApiError('pointsDefault');
      return readOrderData(answer.data, LoyaltySecretSent);
    },

    /** POST /loyalty/order with the secret: reserves the points; only an answer without error fields succeeds. */
    loyaltyCheckSecret: async (order: LoyaltyOrder, secret: string): Promise<LoyaltyReserved> => {
      const { data } = await send(
        context,
        { method: 'POST', url: ORDER_URL, data: orderBody(order, secret) },
        'pointsDefault',
      );
      const answer = readOrderAnswer(data);
      if (hasErrorFields(answer)) {
        const code = errorCodeOf(answer);
        const key: ErrorKey =
          code !== undefined && INVALID_SECRET_CODES.includes(code) ? 'pointsInvalidSecret' : 'pointsDefault';
        throw new ApiError(key);
      }
      return readLoyaltyReserved(answer.data);
    },

    /**
     * POST /loyalty/order with paidByPoints 0 and no secret: releases the points reserved against the contract (a
     * buyer who reserved points, went back and chose to pay in full). Only an answer without error fields
     * succeeds; the insurer's figures say what is due now.
     */
    loyaltyRelease: async (release: LoyaltyRelease): Promise<Required<LoyaltyReserved>> => {
      const { data } = await send(
        context,
        { method: 'POST', url: ORDER_URL, data: orderBody({ ...release, paidByPoints: 0 }) },
        'pointsDefault',
      );
      const answer = readOrderAnswer(data);
      if (hasErrorFields(answer)) throw new ApiError('pointsDefault');
      const { reserved, amountToPay } = readOrderData(answer.data, LoyaltyReleased);
      return { reserved, amountToPay };
    },
  };
}
