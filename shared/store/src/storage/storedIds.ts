// Ids other systems leave in localStorage (rules D9): the platform user id and the loyalty customer id.
// Both go into the draft when present; the loyalty id also switches the points step on.
import { STORAGE_KEYS } from '@greencard/domain';
import { readItem, writeItem } from './browserStorage';

export interface StoredIds {
  euaUserId?: string;
  loyaltyCustomerId?: string;
}

export function readStoredIds(storage?: Storage): StoredIds {
  const ids: StoredIds = {};
  for (const name of ['euaUserId', 'loyaltyCustomerId'] as const) {
    const value = readItem(STORAGE_KEYS[name], storage)?.trim();
    if (value) ids[name] = value;
  }
  return ids;
}

/** Keeps the loyalty customer id from a partner link; a blank id is not stored. Returns whether it was stored. */
export function storeLoyaltyCustomerId(id: string, storage?: Storage): boolean {
  const trimmed = id.trim();
  return trimmed !== '' && writeItem(STORAGE_KEYS.loyaltyCustomerId, trimmed, storage);
}
