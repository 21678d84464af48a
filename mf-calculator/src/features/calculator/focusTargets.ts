// Where focus goes after a search the buyer started: the submit button is disabled while the search runs, so the
// browser drops focus; it comes back to the offers' heading on success, or to the button (to retry) on failure.
import { createContext, useContext, type RefObject } from 'react';

export interface FocusTargets {
  results: RefObject<HTMLHeadingElement | null>;
  /** The element around the submit button (the ui Button takes no ref). */
  retry: RefObject<HTMLDivElement | null>;
}

export const FocusTargetsContext = createContext<FocusTargets | null>(null);

export function useFocusTargets(): FocusTargets {
  const targets = useContext(FocusTargetsContext);
  if (!targets) throw new Error('useFocusTargets outside CalculatorForm');
  return targets;
}

/**
 * Moves focus once React has shown the outcome (the button is enabled again only after that render): to the target
 * itself when it can take focus, else to the first button inside it.
 */
export function focusAfterRender(target: RefObject<HTMLElement | null>): void {
  setTimeout(() => {
    const element = target.current;
    if (!element) return;
    const focusable = element.hasAttribute('tabindex') ? element : element.querySelector('button');
    focusable?.focus();
  }, 0);
}
