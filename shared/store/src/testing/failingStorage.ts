// Test doubles for browsers where storage misbehaves: full (quota) or blocked (private mode, cookies off).

/** A storage whose reads work but whose writes fail with the quota error browsers throw. */
export function fullStorage(): Storage {
  const inner = new Map<string, string>();
  return {
    get length() {
      return inner.size;
    },
    key: (index: number) => [...inner.keys()][index] ?? null,
    getItem: (key: string) => inner.get(key) ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (key: string) => {
      inner.delete(key);
    },
    clear: () => inner.clear(),
  };
}

/** A storage where every call throws, as a blocked localStorage does. */
export function blockedStorage(): Storage {
  const fail = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    clear: fail,
  };
}
