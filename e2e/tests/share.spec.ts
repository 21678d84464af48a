// The payments team releases its next build to a share of buyers first (docs/step-release.md, "share"): with
// `npm run release -- payment <version> --share 50` each buyer gets one build or the other and keeps it through
// reloads and language switches; `--share 0` and `--share 100` are exact; a rollback by share leaves the buyers who
// have the new build on it to the end of their journey, and only a release without --share moves them.
// One variant build (a changed text) serves every test of the file; the shell and its registry are the test's own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedJourney } from '../support/journey';
import { ROOT, defaultRegistry, remoteUrls, serveRemote, startShell, type Running } from '../support/shop';
import { pastSignCutoff } from '../support/steps/confirm';
import { createSignedContract } from '../support/steps/points';
import { buildStepVariant, type StepVariant } from '../support/stepVariant';

test.describe.configure({ mode: 'serial' });

const BUILD_ID = 'e2e-share';
const NEW_TEXT = 'This payment belongs to no contract we know of (new build).';
const NEXT_BUILD = new RegExp(`\\+${BUILD_ID}$`);
// A payment page that shows with no journey, so a new buyer's first page runs the payment step.
const RETURN_PAGE = '/en/portmoneCallBack';

let next: StepVariant;
let nextServer: Running;
let shell: Running;
let registryFile: string;
/** The payment build the run's shop serves (known once the global setup has started it: not when tests are listed). */
const currentBuild = () => {
  const url = new URL(remoteUrls().payment as string);
  return { version: url.pathname.slice(1), origin: url.origin };
};

/** `npm run release -- payment <version> [--share <percent>]` against this test's registry. */
function release(version: string, origin: string, share?: number) {
  const args = [
    path.join(ROOT, 'scripts', 'release.mjs'),
    'payment',
    version,
    '--registry',
    registryFile,
    '--origin',
    origin,
  ];
  const run = spawnSync(process.execPath, share === undefined ? args : [...args, '--share', String(share)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}
const releaseNext = (share?: number) => release(next.folder, nextServer.url, share);
const releaseCurrent = (share?: number) => release(currentBuild().version, currentBuild().origin, share);

const nextManifest = () => `${nextServer.url}/${next.folder}/mf-manifest.json`;

/** The payment build the server gave a new buyer (no cookie): the one its page config names. */
async function newBuyersBuild(): Promise<string> {
  const html = await (await fetch(`${shell.url}${RETURN_PAGE}`)).text();
  const config = JSON.parse(/id="shop-config"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  return config.remotes.payment.manifest;
}

async function buyer(browser: Browser) {
  const context = await browser.newContext({
    baseURL: shell.url,
    locale: 'en-GB',
    timezoneId: 'Europe/Kyiv',
    viewport: { width: 1170, height: 900 },
  });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  return { context, page };
}

/** The build the payment step runs on the open page, once it shows. */
async function runningBuild(page: Page): Promise<string> {
  const step = page.locator('[data-step="payment"]');
  await expect(step).toHaveAttribute('data-step-build', /\+/);
  return (await step.getAttribute('data-step-build')) as string;
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  next = buildStepVariant(
    'payment',
    [{ file: 'mf-payment/src/i18n/en.ts', from: /noContract:\s*'[^']*'/, to: `noContract: '${NEW_TEXT}'` }],
    BUILD_ID,
  );
  nextServer = await serveRemote(next.dist);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-share-')), 'registry.json');
  shell = await startShell(defaultRegistry(), registryFile);
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), nextServer?.stop()]);
});

test('with --share 50, each buyer gets one build or the other, and keeps it through reloads and language switches', async ({
  browser,
}) => {
  expect(releaseNext(50)).toContain('goes to 50% of the buyers who start a journey');
  expect(JSON.parse(readFileSync(registryFile, 'utf8')).payment.trial).toMatchObject({
    manifest: nextManifest(),
    share: 50,
  });
  // Many buyers: both builds are given (the chance that 24 draws all give one build is under one in eight million).
  const given = await Promise.all(Array.from({ length: 24 }, newBuyersBuild));
  expect(new Set(given)).toEqual(new Set([nextManifest(), `${remoteUrls().payment}/mf-manifest.json`]));

  // Browsers until there is a buyer of each build; each keeps its build on every page it goes to.
  const seen = new Map<boolean, Page>();
  const contexts = [];
  while (seen.size < 2 && contexts.length < 24) {
    const { context, page } = await buyer(browser);
    contexts.push(context);
    await page.goto(RETURN_PAGE);
    const onNext = NEXT_BUILD.test(await runningBuild(page));
    if (!seen.has(onNext)) seen.set(onNext, page);
  }
  expect([...seen.keys()].sort()).toEqual([false, true]);
  for (const [onNext, page] of seen) {
    const build = await runningBuild(page);
    await expect(page.getByText(NEW_TEXT)).toHaveCount(onNext ? 1 : 0);
    await page.reload();
    expect(await runningBuild(page)).toBe(build);
    // The return page has no header: the language is switched on the home page, then the buyer comes back.
    await page.goto('/en');
    await page.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/portmoneCallBack');
    expect(await runningBuild(page)).toBe(build);
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goto(RETURN_PAGE);
    expect(await runningBuild(page)).toBe(build);
  }
  await Promise.all(contexts.map((context) => context.close()));
});

test('--share 0 gives every new buyer the current build, --share 100 the new one', async ({ browser }) => {
  releaseNext(0);
  expect(new Set(await Promise.all(Array.from({ length: 16 }, newBuyersBuild)))).toEqual(
    new Set([`${remoteUrls().payment}/mf-manifest.json`]),
  );
  releaseNext(100);
  expect(new Set(await Promise.all(Array.from({ length: 16 }, newBuyersBuild)))).toEqual(new Set([nextManifest()]));
  const { context, page } = await buyer(browser);
  await page.goto(RETURN_PAGE);
  expect(await runningBuild(page)).toMatch(NEXT_BUILD);
  await expect(page.getByText(NEW_TEXT)).toBeVisible();
  await context.close();
});

test('after a rollback by share, a buyer mid-journey on the new build keeps it; a release without share moves it', async ({
  browser,
}) => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  releaseNext(100);
  const { context, page } = await buyer(browser);
  // The buyer's first page gives it the new build; then its journey: a signed contract, on to the payment.
  await page.goto(RETURN_PAGE);
  expect(await runningBuild(page)).toMatch(NEXT_BUILD);
  const contract = await createSignedContract(page.request);
  await seedJourney(page, contract.journey);
  await page.goto('/en/payment');
  expect(await runningBuild(page)).toMatch(NEXT_BUILD);

  // The rollback by share: every new buyer gets the current build again; this buyer keeps the new one.
  expect(releaseCurrent(100)).toContain('goes to 0% of the buyers who start a journey');
  expect(await newBuyersBuild()).toBe(`${remoteUrls().payment}/mf-manifest.json`);
  await page.reload();
  expect(await runningBuild(page)).toMatch(NEXT_BUILD);
  await page.goto('/payment');
  expect(await runningBuild(page)).toMatch(NEXT_BUILD);

  // The rollback says so: without --share, the current build for every buyer, from its next page.
  expect(releaseCurrent()).toContain('for every buyer');
  expect(JSON.parse(readFileSync(registryFile, 'utf8')).payment.trial).toBeUndefined();
  await page.goto('/en/payment');
  expect(await runningBuild(page)).not.toMatch(NEXT_BUILD);
  await context.close();
});
