import { STORAGE_KEYS } from '@greencard/domain';
import { defaultStorage, storedKeys } from './browserStorage';

/**
 * Whether this browser keeps something a step shows on its first render: a saved form or journey. The
 * server renders every page as a new buyer sees it, so for a returning buyer a step renders afresh instead of
 * taking the server's HTML over.
 */
export function hasSavedProgress(storage: Storage | undefined = defaultStorage()): boolean {
  return storedKeys(storage).some((key) => key.startsWith(STORAGE_KEYS.snapshotPrefix));
}
