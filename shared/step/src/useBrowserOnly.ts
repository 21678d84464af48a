import { useSyncExternalStore } from 'react';
import { BrowserOnly } from './browserOnly';

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
