import { useSyncExternalStore } from 'react';

/** The name the shop server recognises, whichever copy of this package a step was built with. */
const BROWSER_ONLY = 'BrowserOnly';

/**
 * Thrown while rendering on the server by a page that depends on what only the browser knows (the address's query,
 * say): the server then sends the page's frame only, and the step renders that page in the browser.
 */
export class BrowserOnly extends Error {
  override name = BROWSER_ONLY;

  constructor(what: string) {
    super(`The page depends on ${what}, known in the browser only`);
  }
}

export const isBrowserOnly = (error: unknown): boolean => error instanceof Error && error.name === BROWSER_ONLY;

const never = () => () => undefined;
const inBrowser = () => true;

/**
 * Marks a page that shows what only this browser keeps (the saved journey, say): on the server it throws
 * BrowserOnly, so the shop server sends the frame and the step renders the page in the browser, never a stranger's
 * empty version of it first.
 */
export function useBrowserOnly(what: string): void {
  useSyncExternalStore(never, inBrowser, () => {
    throw new BrowserOnly(what);
  });
}
