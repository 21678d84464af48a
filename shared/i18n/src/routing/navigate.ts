// Client-side navigation between pages of the composed shop. single-spa patches history.pushState, so under the
// shell a push is enough for it to remount the right step; standalone (a remote served alone, tests) nothing
// listens to pushState, so a popstate event tells routers that the address changed.
import type { Locale } from '@greencard/domain';
import { stepPath, type StepName } from './paths';

export function navigate(path: string): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (path === pathname + search + hash) return;
  window.history.pushState(null, '', path);
  if (!('singleSpaNavigate' in window)) window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export function navigateToStep(step: StepName, locale: Locale): void {
  navigate(stepPath(step, locale));
}
