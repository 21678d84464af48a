// A canary's real buyers, in Chromium (docs/step-release.md, "Who a canary counts"): buyers who reach the points step
// as the journey does, inside the page from the confirm step once they signed (the shop serves no points page), are
// counted for the build they run; and a points build whose mount throws, built by its team (e2e/support/
// stepVariant.ts): its buyers see the shop's message with a retry in the step's place, keep their journey, the failure
// is reported and counted for that build, and its canary rolls it back (synthetic buyers acting out the same two builds
// make up the plan's small minimum). The build goes to 90% of the buyers first, so a real buyer gets it at once.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { en as commonEn } from '../../shared/i18n/src/resources/en';
import { canaryShop, type CanaryShop } from '../support/canaryShop';
import { arriveAsLoyaltyCustomer, seedJourney } from '../support/journey';
import { createRequestedDraft, expectPath, signWithCode } from '../support/steps/confirm';
import { LOYALTY_CUSTOMERS, POINTS_TEXTS } from '../support/steps/points';
import { buildStepVariant } from '../support/stepVariant';
import { pointsBuyer, stepServer, type StepServer } from '../support/syntheticBuyers';
import { stepTakenOver } from '../support/test';

test.describe.configure({ mode: 'serial' });

const PLAN = {
  stages: [90, 100],
  minBuyers: 20,
  minCalls: 20,
  minVitals: 20,
  minStageSeconds: 0,
  holdAfterSeconds: 600,
};

let steps: StepServer;
let canary: CanaryShop;
let throwing: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  steps = await stepServer();
  const variant = buildStepVariant(
    'points',
    [
      {
        file: 'mf-points/src/app.tsx',
        from: 'export const { bootstrap, mount, unmount } = createStepLifecycle(step);',
        to:
          'export const { bootstrap, unmount } = createStepLifecycle(step);\n' +
          "export const mount = async () => { throw new Error('This points build throws as it mounts'); };",
      },
    ],
    'e2e-mountthrows',
  );
  canary = await canaryShop(steps, 'points', PLAN);
  throwing = steps.copy('points', 'mountthrows', PLAN, {}, path.join(variant.dist, variant.folder));
  await canary.releaseCanary(throwing);
});

test.afterAll(async () => {
  await canary?.shop.stop();
  await steps?.stop();
});

/** The build a manifest URL names, as the metrics label it: its version folder. */
const buildOf = (manifest: string) => path.basename(path.dirname(new URL(manifest).pathname));
/** A counter of the shop's metrics, 0 when it has not counted yet. */
const counted = async (metric: string, labels: string) =>
  Number(
    new RegExp(`^${metric}\\{${labels.replace(/[+.]/g, '\\$&')}\\} (\\d+)$`, 'm').exec(await canary.metrics())?.[1] ??
      0,
  );
const buyersOf = (manifest: string) =>
  counted('shop_step_builds_total', `event="buyer",step="points",build="${buildOf(manifest)}"`);

interface Buyer {
  page: Page;
  /** The points build the shop gave the buyer. */
  manifest: string;
  /** The pages the browser asked the shop for. */
  served: string[];
}

/**
 * A buyer who signs on the confirm step and goes on to the points step inside the page: a loyalty customer's link (its
 * first page gives it its builds), a draft with its code sent, the confirm page, the code typed.
 */
async function buyerAtPoints(browser: Browser): Promise<Buyer> {
  const context = await browser.newContext({ baseURL: canary.shop.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  await context.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const page = await context.newPage();
  const served: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) served.push(new URL(request.url()).pathname);
  });
  await arriveAsLoyaltyCustomer(page.request, LOYALTY_CUSTOMERS.rich);
  const { contractId, journey } = await createRequestedDraft(page.request);
  await seedJourney(page, journey, { loyaltyCustomerId: LOYALTY_CUSTOMERS.rich });
  await page.goto('/en/confirm');
  await stepTakenOver(page);
  const manifest = await page.evaluate(
    () => JSON.parse(document.getElementById('shop-config')?.textContent ?? '{}').remotes.points.manifest as string,
  );
  await signWithCode(page, { locale: 'en', contractId });
  await expectPath(page, '/en/points');
  return { page, manifest, served };
}

const failure = (page: Page) => page.getByRole('heading', { name: commonEn.remoteFailed.title });

test('buyers who reach the points step inside the page are counted for the build they run', async ({ browser }) => {
  test.setTimeout(120_000);
  for (let n = 0; n < 2; n++) {
    const builds = [canary.base, `${steps.url}/${throwing}/mf-manifest.json`];
    const before = await Promise.all(builds.map(buyersOf));
    const buyer = await buyerAtPoints(browser);
    await expect(
      failure(buyer.page).or(buyer.page.getByRole('heading', { name: POINTS_TEXTS.en.title })),
    ).toBeVisible();
    expect(buyer.served).not.toContain('/en/points');
    const expected = builds.map((build, i) => (before[i] ?? 0) + (build === buyer.manifest ? 1 : 0));
    await expect.poll(() => Promise.all(builds.map(buyersOf))).toEqual(expected);
    await buyer.page.context().close();
  }
});

test('a points build whose mount throws shows the message and a retry, is reported, and its canary rolls it back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const trial = `${steps.url}/${throwing}/mf-manifest.json`;
  const problems = `kind="step_load_failed",page="/points",step="points",build="${buildOf(trial)}"`;
  const before = { problems: await counted('shop_page_problems_total', problems), buyers: await buyersOf(trial) };
  let buyer = await buyerAtPoints(browser);
  for (let tries = 1; buyer.manifest !== trial && tries < 6; tries++) {
    await buyer.page.context().close();
    buyer = await buyerAtPoints(browser);
  }
  expect(buyer.manifest).toBe(trial);
  const { page } = buyer;
  // The shop's own message in the step's place, with the rest of the page working.
  await expect(failure(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const journey = await page.evaluate(() => localStorage.getItem('state_snapshot_journey'));
  expect(JSON.parse(journey ?? '{}').value).toMatchObject({ signed: true, draft: { id: expect.any(Number) } });
  await page.getByRole('button', { name: commonEn.retry }).click();
  await expect(failure(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('state_snapshot_journey'))).toBe(journey);
  // Reported (once for the buyer, retry or not), and counted for its build: one more of its buyers.
  await expect.poll(() => counted('shop_page_problems_total', problems)).toBe(before.problems + 1);
  await expect.poll(() => buyersOf(trial)).toBe(before.buyers + 1);

  // Buyers acting out the same two builds make up the plan's minimum of 20 each.
  const move = await canary.untilTheCanaryMoves(
    () => pointsBuyer(canary.shop.url, { mountThrows: (manifest) => manifest === trial }),
    600,
  );
  expect(move).toMatchObject({ action: 'rollback', from: trial, to: canary.base, judged: { verdict: 'fail' } });
  // Every buyer of it failed, but those whose failure was on its way when the judge looked.
  const loadFailed = move.judged?.figures.find((figure) => figure.figure === 'loadFailed');
  expect(loadFailed).toMatchObject({ outcome: 'fail', main: 0 });
  expect(loadFailed?.trial).toBeGreaterThan(0.9);
  // The buyer's next page runs the current build, its journey as it was.
  await page.reload();
  await stepTakenOver(page);
  await expect(page.getByRole('heading', { name: POINTS_TEXTS.en.title })).toBeVisible();
  await expect(failure(page)).toHaveCount(0);
  await page.context().close();
});
