import { useEffect, useRef, useState } from 'react';
import { MIN_LOADING_DISPLAY_MS } from '@greencard/domain';

/**
 * True while active, and once shown, for at least minMs in all (rules §9: "minimum display delay for fetching
 * 200 ms"), so a quick answer does not make the indicator flash on and off.
 */
export function useMinimumDisplay(active: boolean, minMs: number = MIN_LOADING_DISPLAY_MS): boolean {
  const [held, setHeld] = useState(active);
  const shownAt = useRef(active ? Date.now() : 0);

  useEffect(() => {
    if (active) {
      if (!held) {
        shownAt.current = Date.now();
        setHeld(true);
      }
      return undefined;
    }
    if (!held) return undefined;
    const remaining = minMs - (Date.now() - shownAt.current);
    if (remaining <= 0) {
      setHeld(false);
      return undefined;
    }
    const timer = setTimeout(() => setHeld(false), remaining);
    return () => clearTimeout(timer);
  }, [active, held, minMs]);

  return active || held;
}
