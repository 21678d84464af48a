import { POINTS_MAX_SHARE } from '../constants';
import { floorMoney } from './roundMoney';

/**
 * How many points may pay for a premium: the balance, but no more than 30% of the premium (rules §1).
 * Rounded down so the share is never exceeded by a kopeck.
 */
export function maxRedeemablePoints(premium: number, balance: number): number {
  const cap = floorMoney(Math.max(0, premium) * POINTS_MAX_SHARE);
  return Math.min(cap, floorMoney(Math.max(0, balance)));
}
