import type { StoredIds } from '@greencard/store';

export type StepAfterConfirm = 'points' | 'payment';

/** A stored loyalty customer id opens the points step; otherwise the buyer goes straight to payment. */
export function stepAfterConfirm(ids: StoredIds): StepAfterConfirm {
  return ids.loyaltyCustomerId ? 'points' : 'payment';
}
