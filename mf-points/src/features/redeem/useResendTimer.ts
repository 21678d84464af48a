import { useEffect } from 'react';
import { useShopDispatch } from '@greencard/store';
import { timerTicked } from './pointsSlice';

// Ticks more often than once a second so the shown second never lags behind the clock by a whole tick.
const TICK_MS = 250;

/** Keeps the slice's resend countdown current while it runs; `now` is the insurer's time. */
export function useResendTimer(running: boolean, now: () => number): void {
  const dispatch = useShopDispatch();
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => dispatch(timerTicked(now())), TICK_MS);
    return () => clearInterval(id);
  }, [running, now, dispatch]);
}
