// Client-side navigation between pages of the composed shop. single-spa patches history.pushState (and
// replaceState), so under the shell a push is enough for it to remount the right step; standalone (a remote served
// alone, tests) nothing listens to them, so a popstate event tells routers that the address changed.
// Every navigation to another page goes through here, so this is also where the arrival on it is arranged (scroll
// to the top, focus on the new heading: see pageArrival), once for every step.
import { splitPath, stripLocale } from './paths';
import { awaitArrival, shownHeading } from './pageArrival';

export interface NavigateOptions {
  /**
   * Replace the current history entry instead of adding one: the address the buyer arrived at is neither shown
   * nor kept in history (a payment provider's return parameters), or going back to it makes no sense (a page left
   * after a one-time action such as a confirmed code, or a page that only sends the buyer on).
   */
  replace?: boolean;
}

export function navigate(path: string, { replace = false }: NavigateOptions = {}): void {
  if (typeof window === 'undefined') return;
  const { pathname, search, hash } = window.location;
  if (path === pathname + search + hash) return;
  // Read before the address changes: a standalone router may re-render as soon as it hears of the change.
  const leaving = isNewPage(pathname, path) ? shownHeading() : undefined;
  if (replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(null, '', path);
  if (!('singleSpaNavigate' in window)) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }
  if (leaving !== undefined) awaitArrival(window.location.pathname, leaving);
}

/**
 * Whether going from one address to another opens another page of the shop, which then starts at its top with the
 * focus on its heading. The same page with another query (a provider's return parameters removed) or in the other
 * language is an update of the page the buyer is on; an address with a fragment is scrolled to by the page itself.
 */
export function isNewPage(from: string, to: string): boolean {
  if (/#./s.test(to)) return false;
  return stripLocale(splitPath(from).pathname) !== stripLocale(splitPath(to).pathname);
}
