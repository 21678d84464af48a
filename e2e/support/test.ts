// The shop's end-to-end `test`: Playwright's, with two rules for every page a test opens.
// - A page the server rendered is used once its step has taken it over (React has committed it): a buyer's tap before
//   then is kept and done again by the page's early-taps script (docs/server-rendering.md, "Before the page
//   hydrates"), which e2e/tests/firstView.spec.ts tests; every other test acts on a page React already handles.
// - React never has to repair server-rendered HTML: a hydration mismatch fails the test.
import { expect, test as base, type Page } from '@playwright/test';
import { HYDRATION_ERROR } from '@greencard/step/src/hydration/reportHydrationError';

/** Resolves once the page's server-rendered step, if any, is mounted (or replaced by one rendered in the browser). */
export async function stepTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const outlet = document.getElementById('step-outlet');
    return !outlet?.querySelector('[data-step]') || outlet.dataset.mountedStep !== undefined;
  });
}

/** Keeps the page's first heading as the server sent it, before any script of the shop has run. */
export async function keepServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as unknown as { serverHeading: unknown }).serverHeading = document.querySelector('h1');
    });
  });
}

/** Whether the page's first heading is still the element the server sent (React took it over, not replaced it). */
export const sameHeading = (page: Page) =>
  page.evaluate(() => document.querySelector('h1') === (window as unknown as { serverHeading: unknown }).serverHeading);

/** Annotates the one test that makes a mismatch on purpose, to prove it is seen. */
export const EXPECTED_MISMATCH = 'hydration-mismatch-expected';

// Each fixture hands its value to the test through `provide` (Playwright names it `use`; another name keeps it from
// being read as React's `use` hook).
export const test = base.extend<{ hydrationChecked: void }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await stepTakenOver(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await stepTakenOver(page);
      return response;
    };
    await provide(page);
  },
  hydrationChecked: [
    async ({ context }, provide, testInfo) => {
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes(HYDRATION_ERROR)) {
          mismatches.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      await provide();
      if (testInfo.annotations.some((annotation) => annotation.type === EXPECTED_MISMATCH)) return;
      expect(mismatches, 'React had to repair the HTML the server rendered').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
