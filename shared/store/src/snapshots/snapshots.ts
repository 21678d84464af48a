// Named snapshots of state kept in localStorage (rules §3 "Local storage", D10): the key is
// state_snapshot_<name>, the content {version: SNAPSHOT_VERSION, value}. A snapshot of another version is deleted
// and ignored, so a new release never misreads what an older one left behind.
import { STORAGE_KEYS } from '@greencard/domain';
import { removeItem } from '../storage/browserStorage';
import type { Struct } from '../storage/storedShape';
import { readVersioned, writeVersioned } from '../storage/versionedEntry';

export function snapshotKey(name: string): string {
  return `${STORAGE_KEYS.snapshotPrefix}${name}`;
}

/** Saves a snapshot that holds no personal data (it survives clearPersonalData). */
export function saveSnapshot(name: string, value: unknown, storage?: Storage): void {
  writeVersioned(snapshotKey(name), value, storage);
}

/** Saves a snapshot that holds personal data: clearPersonalData removes it. */
export function savePersonalSnapshot(name: string, value: unknown, storage?: Storage): void {
  writeVersioned(snapshotKey(name), value, storage, true);
}

/**
 * The snapshot's value, or undefined when there is none. A snapshot of another version, unparsable JSON or a
 * value without the schema's shape is removed and ignored; nothing here throws.
 */
export function loadSnapshot<T>(name: string, schema: Struct<T, unknown>, storage?: Storage): T | undefined {
  return readVersioned(snapshotKey(name), schema, storage);
}

export function removeSnapshot(name: string, storage?: Storage): void {
  removeItem(snapshotKey(name), storage);
}
