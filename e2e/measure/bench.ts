// What the specs `npm run bench` runs take from it (scripts/bench/): Debian's Chromium, a page under the bench's
// profile (scripts/bench/profile.mjs) and its network record; and the wait for a step to take a page over.
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

interface Bench {
  launchChromium: () => Promise<Browser>;
  profiledPage: (
    browser: Browser,
    options?: { cache: boolean },
  ) => Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }>;
  trackNetwork: (cdp: CDPSession) => {
    finished: () => { url?: string; type?: string; mimeType?: string; bytes: number }[];
  };
}
/** The bench's modules, ES modules a spec loads when it runs. */
export const bench = async (): Promise<Bench> => ({
  ...(await import(path.resolve(__dirname, '../../scripts/bench/profile.mjs'))),
  ...(await import(path.resolve(__dirname, '../../scripts/bench/network.mjs'))),
});

/** Waits until `step` has taken the server's HTML over (lifecycle.tsx marks the outlet): only then do its buttons work. */
export const mounted = (page: Page, step: string) =>
  page.locator(`#step-outlet[data-mounted-step="${step}"]`).waitFor({ state: 'attached' });
