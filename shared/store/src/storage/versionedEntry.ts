import { SNAPSHOT_VERSION } from '@greencard/domain';
import { literal, matches, optional, shape, string, type Struct } from './storedShape';
import { readItem, removeItem, writeItem } from './browserStorage';

/** What is stored under a key: the snapshot version, the value, and whether the value is personal data. */
export interface VersionedEntry {
  version: string;
  value: unknown;
  personal?: true;
}

const Entry = shape({ version: string(), personal: optional(literal(true)) });

/** Writes {version, value} as JSON; a value that cannot be serialised or stored is dropped, never thrown. */
export function writeVersioned(key: string, value: unknown, storage: Storage | undefined, personal = false): boolean {
  const entry: VersionedEntry = { version: SNAPSHOT_VERSION, value, ...(personal ? { personal: true } : {}) };
  try {
    return writeItem(key, JSON.stringify(entry), storage);
  } catch {
    return false;
  }
}

/** The parsed entry, or undefined when the key is missing or holds something else than an entry. */
export function readEntry(key: string, storage: Storage | undefined): VersionedEntry | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readItem(key, storage) ?? '');
  } catch {
    return undefined;
  }
  if (!matches(parsed, Entry) || !('value' in parsed)) return undefined;
  const { version, value, personal } = parsed;
  return personal ? { version, value, personal } : { version, value };
}

/**
 * The stored value when it was written by this snapshot version and has the schema's shape. Anything else (another
 * version, broken JSON, a value of the wrong shape) is removed, so it is not read again on every start.
 */
export function readVersioned<T>(key: string, schema: Struct<T, unknown>, storage: Storage | undefined): T | undefined {
  if (readItem(key, storage) === undefined) return undefined;
  const entry = readEntry(key, storage);
  if (entry && entry.version === SNAPSHOT_VERSION && matches(entry.value, schema)) return entry.value;
  removeItem(key, storage);
  return undefined;
}
