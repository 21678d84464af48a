// Named snapshots of state kept in localStorage (rules §3 "Local storage", D10): the key is
// state_snapshot_<name>, the content {version: SNAPSHOT_VERSION, value}, and `personal: true` for one that holds
// personal data. A snapshot of another version is deleted and ignored, so a new release never misreads what an older
// one left behind.
import { SNAPSHOT_VERSION, STORAGE_KEYS } from '@greencard/domain';
import { readItem, removeItem, storedKeys, writeItem } from '../storage/browserStorage';
import { literal, matches, optional, shape, string, type Struct } from '../storage/storedShape';

const Entry = shape({ version: string(), personal: optional(literal(true)) });

export function snapshotKey(name: string): string {
  return `${STORAGE_KEYS.snapshotPrefix}${name}`;
}

/** Writes the snapshot; a value that cannot be serialised or stored is dropped, never thrown. */
function writeSnapshot(name: string, value: unknown, storage: Storage | undefined, personal: boolean): void {
  try {
    // JSON leaves `personal` out when it is undefined.
    writeItem(
      snapshotKey(name),
      JSON.stringify({ version: SNAPSHOT_VERSION, value, personal: personal || undefined }),
      storage,
    );
  } catch {
    // A value JSON cannot hold is not kept.
  }
}

/** Saves a snapshot that holds no personal data (it survives clearPersonalData). */
export function saveSnapshot(name: string, value: unknown, storage?: Storage): void {
  writeSnapshot(name, value, storage, false);
}

/** Saves a snapshot that holds personal data: clearPersonalData removes it. */
export function savePersonalSnapshot(name: string, value: unknown, storage?: Storage): void {
  writeSnapshot(name, value, storage, true);
}

/** The entry stored under `key`, or undefined when the key is missing or holds something else than an entry. */
export function readEntry(key: string, storage: Storage | undefined) {
  try {
    const parsed: unknown = JSON.parse(readItem(key, storage) ?? '');
    return matches(parsed, Entry) && 'value' in parsed ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The snapshot's value, or undefined when there is none. A snapshot of another version, unparsable JSON or a
 * value without the schema's shape is removed (so it is not read again on every start) and ignored; nothing here
 * throws.
 */
export function loadSnapshot<T>(name: string, schema: Struct<T, unknown>, storage?: Storage): T | undefined {
  const key = snapshotKey(name);
  if (readItem(key, storage) === undefined) return undefined;
  const entry = readEntry(key, storage);
  if (entry && entry.version === SNAPSHOT_VERSION && matches(entry.value, schema)) return entry.value;
  removeItem(key, storage);
  return undefined;
}

export function removeSnapshot(name: string, storage?: Storage): void {
  removeItem(snapshotKey(name), storage);
}

/**
 * Whether this browser keeps something a step shows on its first render: a saved form or journey. The
 * server renders every page as a new buyer sees it, so for a returning buyer a step renders afresh instead of
 * taking the server's HTML over.
 */
export function hasSavedProgress(storage?: Storage): boolean {
  return storedKeys(storage).some((key) => key.startsWith(STORAGE_KEYS.snapshotPrefix));
}
