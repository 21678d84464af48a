import { useEffect, useState } from 'react';

const TICK_MS = 250;

function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whole seconds until deadline (ms since the epoch), updated as time passes; 0 once it is reached or when
 * there is none. Counting from a deadline rather than decrementing keeps it right after a reload or a tab
 * that slept.
 */
export function useSecondsLeft(deadline: number | null, now: () => number = Date.now): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline, now()));
  useEffect(() => {
    setLeft(secondsUntil(deadline, now()));
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const next = secondsUntil(deadline, now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, now]);
  return left;
}
