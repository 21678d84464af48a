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

/** What `action` makes of the storage, or `nothing` when there is no storage or it throws. */
function attempt<T>(action: (storage: Storage) => T, nothing: T, storage: Storage | undefined = defaultStorage()): T {
  if (!storage) return nothing;
  try {
    return action(storage);
  } catch {
    return nothing;
  }
}

export const readItem = (key: string, storage?: Storage): string | undefined =>
  attempt((store) => store.getItem(key) ?? undefined, undefined, storage);

/** Returns whether the value was written. */
export const writeItem = (key: string, value: string, storage?: Storage): boolean =>
  attempt(
    (store) => {
      store.setItem(key, value);
      return true;
    },
    false,
    storage,
  );

/** A storage that cannot be written cannot hold the item either. */
export const removeItem = (key: string, storage?: Storage): void =>
  attempt((store) => store.removeItem(key), undefined, storage);

/** The keys held, read before any removal so callers may remove while walking the list. */
export const storedKeys = (storage?: Storage): string[] =>
  attempt(
    (store) => Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key !== null),
    [],
    storage,
  );
