// Who may see the points step (rules §1 and §4): a buyer whose contract is signed and who has a loyalty customer id
// the shop has proved (rules D32).
import type { JourneyState, StoredIds } from '@greencard/store';

export type PointsAccess =
  | { kind: 'open'; customerId: string; contractId: number; premium: number }
  /** Without a signed contract there is nothing to pay for: back to the start. */
  | { kind: 'notSigned' }
  /** No loyalty account the shop has proved: the step does not apply, the buyer goes on without points. */
  | { kind: 'noLoyaltyId' };

/** `proved`: whether the shop holds the proof of this browser's loyalty customer (the page's journey plan says). */
export function pointsAccess(journey: JourneyState, ids: StoredIds, proved: boolean): PointsAccess {
  // Signed comes first: an unsigned contract must not reach payment through this step either.
  if (!journey.signed || !journey.draft || !journey.product) return { kind: 'notSigned' };
  if (!ids.loyaltyCustomerId || !proved) return { kind: 'noLoyaltyId' };
  return {
    kind: 'open',
    customerId: ids.loyaltyCustomerId,
    contractId: journey.draft.id,
    premium: journey.product.discountedPayment,
  };
}
