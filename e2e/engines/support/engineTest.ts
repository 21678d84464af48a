// The `test` of the Firefox and WebKit journeys: Playwright's runner (its shop from the global setup, its reports and
// timeouts), with a buyer's page of the project's engine instead of Playwright's own browser. Each worker starts its
// engine and a recording proxy once; each test gets a fresh page (its own cookies and storage), and fails when the
// proxy saw a failed request or the page's probe reported a console error, an uncaught error or a policy violation.
import { expect, test as base } from '@playwright/test';
import type { Engine, EnginePage, PageLoad } from './enginePage';
import { launchFirefox } from './firefox';
import { startRecordingProxy, type RecordingProxy } from './recordingProxy';
import { launchWebKit } from './webkit';

interface EngineBrowser {
  newPage(pageLoad?: PageLoad): Promise<EnginePage>;
  close(): Promise<void>;
}

// A beacon sent as a page goes away reaches the proxy a moment later.
const LAST_REPORTS_MS = 300;

// Each fixture hands its value to the test through `provide` (Playwright names it `use`; another name keeps it from
// being read as React's `use` hook).
export const test = base.extend<
  { buyer: EnginePage; pageLoad: PageLoad },
  { engine: Engine; recordingProxy: RecordingProxy; engineBrowser: EngineBrowser }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  // What the buyer's navigations wait for; `eager` for a test that acts on a page before its step's scripts are in.
  pageLoad: ['normal', { option: true }],
  recordingProxy: [
    async ({}, provide) => {
      const proxy = await startRecordingProxy();
      await provide(proxy);
      await proxy.close();
    },
    { scope: 'worker' },
  ],
  engineBrowser: [
    async ({ engine, recordingProxy: proxy }, provide) => {
      const browser = engine === 'firefox' ? await launchFirefox(proxy.port) : await launchWebKit(proxy.port);
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  buyer: async ({ engineBrowser, recordingProxy: proxy, pageLoad }, provide, testInfo) => {
    proxy.takeProblems();
    const page = await engineBrowser.newPage(pageLoad);
    try {
      // The buyer leaves a page once it has finished loading what it loads (the next step's prefetch too): a page
      // left mid-load aborts its requests, and the errors that raises are the test's doing, not the shop's.
      await provide({
        ...page,
        goto: async (url) => {
          await proxy.quiet();
          await page.goto(url);
        },
        reload: async () => {
          await proxy.quiet();
          await page.reload();
        },
      });
      await new Promise((resolve) => setTimeout(resolve, LAST_REPORTS_MS));
    } finally {
      // Scripts a failed test left held would hold the worker's next tests up.
      proxy.release();
      if (testInfo.status !== testInfo.expectedStatus) {
        const shown = await page.screenshot().catch(() => undefined);
        if (shown)
          await testInfo.attach(`${testInfo.project.name} at ${await page.url().catch(() => '?')}`, {
            body: shown,
            contentType: 'image/png',
          });
      }
      await page.close().catch(() => undefined);
    }
    expect(proxy.takeProblems(), 'console errors, failed requests and policy violations of the shop').toEqual([]);
  },
});

export { expect };
