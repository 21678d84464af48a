// Named snapshots of state kept in localStorage (rules §3 "Local storage", D10): the key is
// state_snapshot_<name>, the content {version: SNAPSHOT_VERSION, value}. A snapshot of another version is deleted
// and ignored, so a new release never misreads what an older one left behind.
import { STORAGE_KEYS } from '@greencard/domain';
import { removeItem } from '../storage/browserStorage';
import { readVersioned, writeVersioned, type ValueGuard } from '../storage/versionedEntry';

export type SnapshotGuard<T> = ValueGuard<T>;

const anyValue = (value: unknown): value is unknown => value !== undefined;

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
 * value that fails isValid is removed and ignored; nothing here throws.
 */
export function loadSnapshot<T = unknown>(name: string, isValid?: SnapshotGuard<T>, storage?: Storage): T | undefined {
  return readVersioned(snapshotKey(name), (isValid ?? anyValue) as SnapshotGuard<T>, storage);
}

export function removeSnapshot(name: string, storage?: Storage): void {
  removeItem(snapshotKey(name), storage);
}
