import { nullable, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { InstantStruct, knownFields } from './shared';

/** POST /loyalty/balance (rules D3). */
export const LoyaltyBalance = type({ balance: number(), redeemable: number() });
export type LoyaltyBalance = Infer<typeof LoyaltyBalance>;

/** POST /loyalty/order: business outcomes travel as error fields beside data, with HTTP 200 (rules §7). */
export const LoyaltyOrderAnswer = type({
  errorCode: optional(nullable(union([string(), number()]))),
  errorMessage: optional(nullable(string())),
  data: optional(unknown()),
});
export type LoyaltyOrderAnswer = Infer<typeof LoyaltyOrderAnswer>;

/** The data of a sent secret. */
export const LoyaltySecretSent = type({ sentAt: optional(InstantStruct), resendAfterSeconds: optional(number()) });
export type LoyaltySecretSent = Infer<typeof LoyaltySecretSent>;

/**
 * The data of a checked secret: the points are reserved. The spec asks only for an answer without error fields
 * (rules §7): the figures are read when the insurer gives them, and the points step counts them itself otherwise.
 */
export interface LoyaltyReserved {
  reserved?: number;
  amountToPay?: number;
}

export const readLoyaltyReserved = (data: unknown): LoyaltyReserved =>
  knownFields<Required<LoyaltyReserved>>(data, { reserved: number(), amountToPay: number() });

/**
 * The data of a released reservation (paidByPoints 0, no secret): nothing is reserved and the full premium is due.
 * cancelledPayments counts the contract's open payments the change cancelled.
 */
export const LoyaltyReleased = type({
  reserved: number(),
  amountToPay: number(),
  cancelledPayments: optional(number()),
});
export type LoyaltyReleased = Infer<typeof LoyaltyReleased>;
