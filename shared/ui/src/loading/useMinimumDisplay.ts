import { useEffect, useState } from 'react';
import { MIN_LOADING_DISPLAY_MS } from '@greencard/domain';

/**
 * True while active, and once shown, for at least minMs in all (rules §9: "minimum display delay for fetching
 * 200 ms"), so a quick answer does not make the indicator flash on and off.
 */
export function useMinimumDisplay(active: boolean, minMs: number = MIN_LOADING_DISPLAY_MS): boolean {
  // Whether the minimum time since the indicator was last shown has passed; it starts when `active` turns true.
  const [minimumOver, setMinimumOver] = useState(!active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    // React's way to adjust state to a changed prop while rendering, before anything is shown.
    setWasActive(active);
    if (active) setMinimumOver(false);
  }

  useEffect(() => {
    if (minimumOver) return undefined;
    const timer = setTimeout(() => setMinimumOver(true), minMs);
    return () => clearTimeout(timer);
  }, [minimumOver, minMs]);

  return active || !minimumOver;
}
