// The buyer's connection as the browser describes it in request headers: Save-Data (sent whenever the buyer turned
// data saving on) and the ECT client hint (sent once the shop asked for it with Accept-CH; never on a first visit).
// The page's preload hints follow them by the rule the page itself uses for prefetching.
import type { IncomingHttpHeaders } from 'node:http';
import { connectionAllowsPrefetch } from '../../src/remotes/prefetch/connectionAllowsPrefetch';

/** Asks the browser to send ECT with its next requests to the shop. */
export const ACCEPT_CH = 'ECT';
/** The request headers a page's hints depend on: a cache (the browser's included) must keep a copy per value. */
export const CONNECTION_VARY = ['Save-Data', 'ECT'];

const single = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();

/** Whether the page may announce its step's files: not to a buyer saving data, nor on a connection rated 3g or slower. */
export function preloadsWanted(headers: IncomingHttpHeaders): boolean {
  return connectionAllowsPrefetch({
    saveData: single(headers['save-data']) === 'on',
    effectiveType: single(headers.ect),
  });
}
