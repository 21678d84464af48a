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
