// What the specs `npm run bench` runs take from it: Debian's Chromium, and a page under the bench's profile with its
// network record (scripts/bench/profile.mjs); and the wait for a step to take a page over.
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';

/** What a page fetched (scripts/bench/network.mjs). */
interface Network {
  finished: () => { url?: string; type?: string; mimeType?: string; bytes: number }[];
}
interface Bench {
  launchChromium: () => Promise<Browser>;
  profiledPage: <T>(
    browser: Browser,
    measure: (profiled: { page: Page; cdp: CDPSession; network: Network }) => Promise<T>,
    options?: { cache: boolean },
  ) => Promise<T>;
}
/** The bench's modules, ES modules a spec loads when it runs. */
export const bench = async () => (await import(path.resolve(__dirname, '../../scripts/bench/profile.mjs'))) as Bench;

/** Waits until `step` has taken the server's HTML over (lifecycle.tsx marks the outlet): then its buttons work. */
export const mounted = (page: Page, step: string) =>
  page.locator(`#step-outlet[data-mounted-step="${step}"]`).waitFor({ state: 'attached' });
