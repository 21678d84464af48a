// Every access to Web Storage goes through here: storage can be missing (server, tests without a window), blocked
// (private mode, cookies disabled: reading localStorage itself throws) or full (quota). None of that may break the
// shop, so every function swallows the failure and reports it as "nothing there" / "not written".

/** The page's localStorage, or undefined where it cannot be reached. */
export function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string, storage: Storage | undefined = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Returns whether the value was written. */
export function writeItem(key: string, value: string, storage: Storage | undefined = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // A storage that cannot be written cannot hold the item either.
  }
}

/** The keys held, read before any removal so callers may remove while walking the list. */
export function storedKeys(storage: Storage | undefined = defaultStorage()): string[] {
  if (!storage) return [];
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null);
  } catch {
    return [];
  }
}
