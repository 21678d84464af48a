// The money arithmetic of the points step: how much may be redeemed, what the buyer's entry means and what is
// left to pay online. Points count 1:1 as UAH (docs/insurer-api.md).
import { POINTS_MAX_SHARE, roundMoney } from '@greencard/domain';
import { floorMoney } from './floorMoney';
import type { LoyaltyReserved } from './orderCall';
import { validateAmount } from './amountRule';

/**
 * How many points may pay for a premium: the balance, but no more than 30% of the premium (rules §1). Rounded down
 * so the share is never exceeded by a kopeck.
 */
export function maxRedeemablePoints(premium: number, balance: number): number {
  const cap = floorMoney(Math.max(0, premium) * POINTS_MAX_SHARE);
  return Math.min(cap, floorMoney(Math.max(0, balance)));
}

/**
 * The most the buyer may redeem: what the insurer says is redeemable, but never more than the shop's own rule
 * (the balance, at most 30% of the premium), so a generous or faulty answer cannot break rules §1.
 */
export function redeemableLimit(premium: number, balance: number, serverRedeemable: number): number {
  return Math.max(0, Math.min(floorMoney(Math.max(0, serverRedeemable)), maxRedeemablePoints(premium, balance)));
}

/** The entered amount as a number of UAH, or null while the entry breaks a rule of rules §5. */
export function enteredPoints(input: string, max: number): number | null {
  if (validateAmount(input, max) !== undefined) return null;
  return roundMoney(Number(input.trim().replace(',', '.')));
}

/** The additional payment: the premium less the points entered (nothing is taken off while the entry is invalid). */
export function additionalPayment(premium: number, input: string, max: number): number {
  return roundMoney(premium - (enteredPoints(input, max) ?? 0));
}

/**
 * What a checked secret reserved and what is left to pay online: the insurer's figures when its answer gives them;
 * an answer with no error fields and no figures (all the spec asks, rules §7) reserved what the buyer asked for.
 */
export function reservedOutcome(
  answer: LoyaltyReserved,
  paidByPoints: number,
  premium: number,
): { used: number; amountToPay: number } {
  return {
    used: answer.reserved ?? paidByPoints,
    amountToPay: answer.amountToPay ?? roundMoney(premium - paidByPoints),
  };
}
