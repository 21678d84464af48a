// Ids other systems leave in localStorage (rules D9): the platform user id and the loyalty customer id.
// Both go into the draft when present; the loyalty id also switches the points step on.
import { STORAGE_KEYS } from '@greencard/domain';
import { readItem, writeItem } from './browserStorage';

export interface StoredIds {
  euaUserId?: string;
  loyaltyCustomerId?: string;
}

/**
 * The id as the draft would carry it, or undefined for none: blank, or longer than the insurer's 64 characters
 * (docs/insurer-api.md, "Draft payload": one over refuses the whole draft, so the buyer buys without it instead).
 */
function usableId(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && [...trimmed].length <= 64 ? trimmed : undefined;
}

export function readStoredIds(storage?: Storage): StoredIds {
  const ids: StoredIds = {};
  for (const name of ['euaUserId', 'loyaltyCustomerId'] as const) {
    const value = usableId(readItem(STORAGE_KEYS[name], storage));
    if (value) ids[name] = value;
  }
  return ids;
}

/** Keeps the loyalty customer id from a partner link, unless it is blank or too long. Returns whether it was stored. */
export function storeLoyaltyCustomerId(id: string, storage?: Storage): boolean {
  const usable = usableId(id);
  return usable !== undefined && writeItem(STORAGE_KEYS.loyaltyCustomerId, usable, storage);
}
