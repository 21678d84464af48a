import { useEffect, useReducer } from 'react';

const TICK_MS = 250;

function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whole seconds until deadline (ms since the epoch), updated as time passes; 0 once it is reached or when
 * there is none. Read from the clock at every render rather than decremented, so it is right after a reload, a tab
 * that slept or a new deadline, from the very render that brings it.
 */
export function useSecondsLeft(deadline: number | null, now: () => number = Date.now): number {
  const [, tick] = useReducer((count: number) => count + 1, 0);
  const left = secondsUntil(deadline, now());
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}
