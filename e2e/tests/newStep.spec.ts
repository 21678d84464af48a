// A new team's step joins the shop with its release alone (docs/step-release.md, "journey"): a step module built only
// for this test (e2e/fixtures/mf-review) declares in its step.json that it follows points and precedes payment. It is
// built alone, released into a running shell with `npm run release` and shows in the journey indicator, in order;
// the buyer goes from the confirmation through it on to payment. Withdrawing it restores the journey as it was.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedJourney } from '../support/journey';
import { ROOT, defaultRegistry, serveRemote, startShell, type Registry, type Running } from '../support/shop';
import { createSignedContract } from '../support/steps/points';
import { stepTakenOver } from '../support/test';

test.describe.configure({ mode: 'serial' });

const BUILD_ID = 'e2e-review';
let registryFile: string;
let review: { dist: string; folder: string };
const running: Running[] = [];
let shell: Running;
let reviewServer: Running;

/**
 * The fixture step built the way its team would build it: its folder alone, outside the repository's workspaces,
 * with the installed packages (the @greencard ones are the repository's shared packages).
 */
function buildFixtureStep(step: string) {
  const copy = mkdtempSync(path.join(tmpdir(), `greencard-new-${step}-`));
  cpSync(path.join(ROOT, 'e2e', 'fixtures', `mf-${step}`), path.join(copy, `mf-${step}`), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
    cwd: path.join(copy, `mf-${step}`),
    env: { ...process.env, BUILD_ID },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the ${step} build failed: ${build.stderr || build.stdout}`);
  const dist = path.join(copy, `mf-${step}`, 'dist');
  const folder = readdirSync(dist).find((name) => name.endsWith(`+${BUILD_ID}`));
  if (!folder) throw new Error(`no build folder ending in +${BUILD_ID} in ${dist}`);
  return { dist, folder };
}

/** `npm run release -- review ...` against this test's shell and registry. */
function release(...args: string[]) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), 'review', ...args, '--registry', registryFile], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

const readRegistry = (): Registry => JSON.parse(readFileSync(registryFile, 'utf8'));

/** A buyer whose contract is signed, on the confirmation page (which then only offers the way on). */
async function signedBuyerOnConfirm(browser: Browser) {
  const context = await browser.newContext({ baseURL: shell.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const contract = await createSignedContract(page.request);
  await seedJourney(page, contract.journey);
  await page.goto('/en/confirm');
  await stepTakenOver(page);
  return { context, page };
}

const indicator = (page: Page) => page.getByRole('list', { name: 'Purchase steps' }).getByRole('listitem');

test.beforeAll(async () => {
  test.setTimeout(300_000);
  review = buildFixtureStep('review');
  reviewServer = await serveRemote(review.dist);
  running.push(reviewServer);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-new-step-')), 'remotes.json');
  shell = await startShell(defaultRegistry(), registryFile);
  running.push(shell);
});

test.afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

test('a new step released between confirm and payment shows in the indicator, and the buyer goes through it', async ({ browser }) => {
  expect((await fetch(`${shell.url}/en/review`)).status).toBe(404);
  const released = release(review.folder, '--origin', reviewServer.url);
  expect(released.status, released.stderr).toBe(0);
  expect(readRegistry().review).toMatchObject({
    manifest: `${reviewServer.url}/${review.folder}/mf-manifest.json`,
    journey: { follows: 'points', precedes: 'payment' },
  });
  expect(readRegistry().confirm).toEqual(defaultRegistry().confirm);

  const { context, page } = await signedBuyerOnConfirm(browser);
  await expect(indicator(page)).toHaveText([/Contract/, /Confirmation/, /Review/, /Payment/]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review the contract before paying');
  await expect(page.locator('[data-step="review"]')).toHaveAttribute('data-step-build', `review@1.0.0+${BUILD_ID}`);
  await expect(indicator(page).nth(2)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect(page.locator('[data-step="payment"]')).toBeVisible();
  await context.close();

  // Its needs hold the gate: a buyer who has signed nothing is sent to the start with that need's notice.
  const stranger = await browser.newContext({ baseURL: shell.url, locale: 'en-GB' });
  const strangerPage = await stranger.newPage();
  await strangerPage.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await strangerPage.goto('/en/review');
  await expect(strangerPage).toHaveURL(/\/en$/);
  await expect(strangerPage.locator('[data-step="review"]')).toHaveCount(0);
  await stranger.close();
});

test('withdrawing the step restores the journey: the indicator without it, confirm straight on to payment', async ({ browser }) => {
  const withdrawn = release('--withdraw');
  expect(withdrawn.status, withdrawn.stderr).toBe(0);
  expect(readRegistry()).toEqual(defaultRegistry());
  expect((await fetch(`${shell.url}/en/review`)).status).toBe(404);

  const { context, page } = await signedBuyerOnConfirm(browser);
  await expect(indicator(page)).toHaveText([/Contract/, /Confirmation/, /Payment/]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect(page.locator('[data-step="payment"]')).toBeVisible();
  await context.close();
});
