// Client-side navigation between pages of the composed shop. single-spa patches history.pushState (and
// replaceState), so under the shell a push is enough for it to remount the right step; standalone (a remote served
// alone, tests) nothing listens to them, so a popstate event tells routers that the address changed.
import type { Locale } from '@greencard/domain';
import { stepPath, type StepName } from './paths';

export interface NavigateOptions {
  /**
   * Replace the current history entry instead of adding one: the address the buyer arrived at is neither shown
   * nor kept in history (a payment provider's return parameters), or going back to it makes no sense.
   */
  replace?: boolean;
}

export function navigate(path: string, { replace = false }: NavigateOptions = {}): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (path === pathname + search + hash) return;
  if (replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(null, '', path);
  if (!('singleSpaNavigate' in window)) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }
}

export function navigateToStep(step: StepName, locale: Locale): void {
  navigate(stepPath(step, locale));
}
