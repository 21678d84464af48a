// Ids other systems leave in localStorage (rules D9): the platform user id and the loyalty customer id.
// Both go into the draft when present; the loyalty id also switches the points step on.
import { STORAGE_KEYS } from '@greencard/domain';
import { readItem, writeItem } from './browserStorage';

export interface StoredIds {
  euaUserId?: string;
  loyaltyCustomerId?: string;
}

function readId(key: string, storage: Storage | undefined): string | undefined {
  const value = readItem(key, storage)?.trim();
  return value ? value : undefined;
}

export function readStoredIds(storage?: Storage): StoredIds {
  const ids: StoredIds = {};
  const euaUserId = readId(STORAGE_KEYS.euaUserId, storage);
  const loyaltyCustomerId = readId(STORAGE_KEYS.loyaltyCustomerId, storage);
  if (euaUserId) ids.euaUserId = euaUserId;
  if (loyaltyCustomerId) ids.loyaltyCustomerId = loyaltyCustomerId;
  return ids;
}

/** Keeps the loyalty customer id from a partner link; a blank id is not stored. Returns whether it was stored. */
export function storeLoyaltyCustomerId(id: string, storage?: Storage): boolean {
  const trimmed = id.trim();
  return trimmed !== '' && writeItem(STORAGE_KEYS.loyaltyCustomerId, trimmed, storage);
}
