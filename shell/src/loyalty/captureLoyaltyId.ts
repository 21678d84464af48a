import { storeLoyaltyCustomerId } from '@greencard/store';

/**
 * Loyalty partner links open the shop with ?loyalty_id=... (rules D9): keep the id, then take it out of the
 * address bar so it is not shared or bookmarked.
 */
export function captureLoyaltyId(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href);
  const id = url.searchParams.get('loyalty_id')?.trim();
  if (id === undefined) return;
  if (id) storeLoyaltyCustomerId(id);
  url.searchParams.delete('loyalty_id');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
