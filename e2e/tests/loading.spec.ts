// What the shop downloads ahead of the buyer, and what it never downloads: a step's page the journey is not ready
// for sends the buyer to the start before that step's remote is fetched; the next step's remote is prefetched once
// a page is idle, except for a buyer saving data or on a slow connection.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { en as commonEn } from '../../shared/i18n/src/resources/en';
import { uk as commonUk } from '../../shared/i18n/src/resources/uk';
import { remoteUrls } from '../support/shop';
import { expectPath, localPath } from '../support/steps/confirm';

const NOTICES = { uk: commonUk.notices, en: commonEn.notices } as const;

test.beforeEach(async ({ page }) => {
  // The tag manager is a third party: the tests never reach it.
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

/** Every request the page makes to a step's remote, with whether it was a prefetch. */
function remoteRequests(page: Page, step: string) {
  const origin = new URL(remoteUrls()[step] as string).origin;
  const seen: { url: string; prefetch: boolean }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin))
      seen.push({ url: request.url(), prefetch: request.headers()['sec-purpose'] === 'prefetch' });
  });
  return seen;
}

/** The connection as the Network Information API reports it, and the Save-Data header a browser then sends. */
async function onConnection(context: BrowserContext, connection: { saveData: boolean; effectiveType: string }) {
  if (connection.saveData) await context.setExtraHTTPHeaders({ 'save-data': 'on' });
  await context.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/**
 * Lets the page load, go idle and do whatever it does then. These tests prove a fetch never happens, so there is no
 * element to wait for: only a quiet network, a pause for the idle callback's prefetch, and quiet again.
 */
async function settle(page: Page) {
  /* eslint-disable playwright/no-networkidle, playwright/no-wait-for-timeout -- waiting for an absence, see above */
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  /* eslint-enable playwright/no-networkidle, playwright/no-wait-for-timeout */
}

for (const locale of ['uk', 'en'] as const) {
  test(`${localPath('/contract', locale)} without a chosen offer goes to the start without the contract step being loaded`, async ({
    page,
    context,
  }) => {
    // Saving data: the server announces nothing and nothing is prefetched, so any request would be the step's load.
    await onConnection(context, { saveData: true, effectiveType: '4g' });
    const contract = remoteRequests(page, 'contract');
    await page.goto(localPath('/contract', locale));
    await expectPath(page, localPath('/', locale));
    await expect(page.getByText(NOTICES[locale].noProduct)).toBeVisible();
    await expect(page.locator('[data-step="calculator"]')).toBeVisible();
    await settle(page);
    expect(contract).toEqual([]);
  });
}

test('a buyer on an ordinary connection: the contract step is never run at /contract without an offer', async ({
  page,
}) => {
  // The server's hints may fetch the step's files for the page asked for (it cannot see the journey), but the shell
  // does not load the step: its entry never runs and it never mounts.
  await page.goto('/en/contract');
  await expectPath(page, '/en');
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  await settle(page);
  expect(await page.evaluate(() => 'greencard_contract' in window)).toBe(false);
  await expect(page.locator('[data-step="contract"]')).toHaveCount(0);
});

test('a move within the page to a step the journey is not ready for also ends at the start, the step never run', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  // A step that ran leaves its entry's global behind: the checks below would see one.
  expect(await page.evaluate(() => 'greencard_calculator' in window)).toBe(true);
  // As a link or Back would move: single-spa routes on the history change.
  await page.evaluate(() => window.history.pushState(null, '', '/confirm'));
  await expectPath(page, '/');
  await expect(page.getByText(NOTICES.uk.noDraft)).toBeVisible();
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  expect(await page.evaluate(() => 'greencard_confirm' in window)).toBe(false);
});

test("once the home page is idle, the contract step's entry and app are prefetched, its manifest read", async ({
  page,
}) => {
  const contract = remoteRequests(page, 'contract');
  await page.goto('/');
  await expect(page.locator('[data-step="calculator"]')).toBeVisible();
  await expect
    .poll(() => contract.filter((r) => r.prefetch).map((r) => new URL(r.url).pathname.split('/').pop()))
    .toEqual(
      expect.arrayContaining([
        'remoteEntry.js',
        expect.stringMatching(/^__federation_expose_app\.\w+\.js$/),
        expect.stringMatching(/\.css$/),
      ]),
    );
  expect(contract.filter((r) => !r.prefetch).map((r) => new URL(r.url).pathname.split('/').pop())).toEqual([
    'mf-manifest.json',
  ]);
  expect(await page.evaluate(() => 'greencard_contract' in window)).toBe(false);
});

for (const connection of [
  { saveData: false, effectiveType: '3g' },
  { saveData: true, effectiveType: '4g' },
]) {
  test(`nothing is prefetched on ${connection.effectiveType}${connection.saveData ? ' with Save-Data' : ''}`, async ({
    page,
    context,
  }) => {
    await onConnection(context, connection);
    const contract = remoteRequests(page, 'contract');
    await page.goto('/');
    await expect(page.locator('[data-step="calculator"]')).toBeVisible();
    await settle(page);
    expect(contract).toEqual([]);
  });
}
