import { useEffect } from 'react';
import { useShopDispatch } from '@greencard/store';
import { timerTicked } from './pointsSlice';

// Ticks more often than once a second so the shown second never lags behind the clock by a whole tick.
const TICK_MS = 250;

/** Keeps the slice's resend countdown current while it runs. */
export function useResendTimer(running: boolean): void {
  const dispatch = useShopDispatch();
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => dispatch(timerTicked(Date.now())), TICK_MS);
    return () => clearInterval(id);
  }, [running, dispatch]);
}
