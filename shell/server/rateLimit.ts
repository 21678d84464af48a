/**
 * A fixed-window counter per client and path. One-time codes and loyalty secrets are the calls worth guessing;
 * past the limit the proxy answers 429, which the shop shows as "Too many attempts, try again later" (DECISIONS 17).
 */
export function createRateLimiter(limitPerWindow: number, windowMs = 60_000, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string): boolean {
    const time = now();
    const current = windows.get(key);
    if (!current || time - current.start >= windowMs) {
      windows.set(key, { start: time, count: 1 });
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
      }
      return true;
    }
    current.count += 1;
    return current.count <= limitPerWindow;
  };
}

/** The calls that are rate limited: sending and checking codes and loyalty secrets. */
export const isCodeCall = (path: string) => /^\/(sendCode|checkCode|loyalty\/order)(\?|$)/.test(path);
