// Arriving on a new page after a client-side navigation. The browser keeps the scroll position and the focus of
// the page that was left (a buyer who pressed Buy far down the home page would see the contract form half
// scrolled away), so the shop does what a page load does: the new page starts at its top, and the focus moves to
// its heading, where a keyboard or screen reader user reads on. Nothing can be done at the moment of the
// navigation: the step that owns the new page is mounted afterwards (under the shell, once its remote has loaded),
// so the new page's heading is waited for. Back and Forward are left to the browser, which restores its own.

/** A page that has not shown its heading by then is not waited for any longer. */
export const ARRIVAL_WAIT_LIMIT_MS = 30_000;

// One arrival at a time: a navigation made while another page is still awaited replaces it (aborts its wait).
let pending: AbortController | undefined;

/** The heading of the page on screen: the first h1 that is not hidden (the shell hides the step outlet on its 404 page). */
export function shownHeading(except: Element | null = null): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  for (const heading of document.querySelectorAll<HTMLElement>('h1')) {
    if (heading !== except && heading.closest('[hidden]') === null) return heading;
  }
  return null;
}

function scrollToTop(): void {
  const scroller = document.scrollingElement ?? document.documentElement;
  scroller.scrollTop = 0;
  scroller.scrollLeft = 0;
}

function focusHeading(heading: HTMLElement): void {
  // A heading takes the focus only with a tabindex; -1 keeps it out of the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The page was scrolled to its top already; focusing must not scroll it again.
  heading.focus({ preventScroll: true });
}

/** single-spa announces its own pushState and replaceState with a popstate event that it marks. */
const isBrowserTraversal = (event: Event): boolean => !(event as Event & { singleSpa?: boolean }).singleSpa;

/**
 * Waits for the page at `pathname` to show a heading other than `leaving` (the heading of the page that was left),
 * then scrolls to the top at once (before the new page is painted scrolled down) and moves the focus to that
 * heading in a later task, once the step's rendering has settled (what a step focuses on mounting is overridden,
 * not the other way round). It gives up when the buyer
 * clicks, touches or types meanwhile (the focus is theirs), goes Back or Forward, or the address moves elsewhere.
 */
export function awaitArrival(pathname: string, leaving: Element | null): void {
  pending?.abort();
  if (typeof window === 'undefined' || typeof MutationObserver === 'undefined' || !document.body) return;

  let scrolled = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const arrival = new AbortController();
  const { signal } = arrival;
  const stop = () => arrival.abort();
  const observer = new MutationObserver(() => check());
  const limit = setTimeout(stop, ARRIVAL_WAIT_LIMIT_MS);
  // Every way the wait ends (the heading focused, the buyer's own move, the limit, the next navigation) ends it all.
  signal.addEventListener('abort', () => {
    observer.disconnect();
    clearTimeout(limit);
    clearTimeout(settle);
    if (pending === arrival) pending = undefined;
  });

  const elsewhere = () => window.location.pathname !== pathname;

  function check(): void {
    if (elsewhere()) {
      stop();
      return;
    }
    if (shownHeading(leaving) === null) return;
    if (!scrolled) {
      scrolled = true;
      scrollToTop();
    }
    clearTimeout(settle);
    settle = setTimeout(() => {
      settle = undefined;
      if (elsewhere()) {
        stop();
        return;
      }
      const heading = shownHeading(leaving);
      // Gone again (the page replaced it while rendering): the observer waits for the next one.
      if (heading === null) return;
      stop();
      focusHeading(heading);
    }, 0);
  }

  pending = arrival;
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  window.addEventListener('pointerdown', stop, { capture: true, signal });
  window.addEventListener('keydown', stop, { capture: true, signal });
  window.addEventListener('popstate', (event) => isBrowserTraversal(event) && stop(), { signal });
  check();
}
