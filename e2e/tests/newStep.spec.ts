// A new step is a new folder (docs/step-release.md, "A new step"): the template step kept for this test
// (e2e/fixtures/mf-review) is copied to the repository's root as mf-review, as a new team would add it, and with no
// edit outside that folder and no `npm install` (the root's `mf-*` workspaces find it) it is tested and built through
// its workspace, served by `npm run serve` (what `npm start` runs after its build) on the port its package.json
// records, released with `npm run release` between the points and the payment steps, and shows in the journey
// indicator, in order; the buyer goes from the confirmation through it on to payment. A restart serves it where it
// was released; withdrawing it restores the journey as it was. The folder is removed afterwards.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fileRecord, seedRecord } from '@greencard/release/record';
import { seedJourney } from '../support/journey';
import { freePort } from '../support/ports';
import { ROOT, buildEntry, remoteUrls, sandboxUrl, type Registry } from '../support/shop';
import { createSignedContract } from '../support/steps/points';
import { stepTakenOver } from '../support/test';

test.describe.configure({ mode: 'serial' });

const BUILD_ID = 'e2e-review';
const STEP_DIR = path.join(ROOT, 'mf-review');
let recordFolder: string;
let registryFile: string;
let seeded: Registry;
let reviewPort: number;
const env: Record<string, string> = {};
let shop: { url: string; output: () => string; stop: () => Promise<void> } | undefined;

/** An npm command at the root, as a team types it, with this test's record and ports (and its output in plain text). */
function npm(args: string[], extra: Record<string, string> = {}) {
  return spawnSync('npm', args, {
    cwd: ROOT,
    env: { ...process.env, ...env, FORCE_COLOR: '0', ...extra },
    encoding: 'utf8',
    timeout: 300_000,
  });
}

/** `npm run serve` (scripts/start.mjs), in a process group of its own that stop() ends whole; up when its shop answers. */
async function startShop() {
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      process.kill(-(child.pid as number), 'SIGTERM');
    });
  const url = `http://127.0.0.1:${env.PORT}`;
  // Its last line: the lines before it may arrive in another chunk than the shop's address.
  for (let tries = 0; !output.includes('Press Ctrl+C to stop.'); tries += 1) {
    if (child.exitCode !== null || tries > 600) {
      await stop();
      throw new Error(`npm run serve did not start the shop: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop };
}

/** `npm run release -- review ...` against this test's record (REGISTRY_FILE, as `npm start` reads it). */
const release = (...args: string[]) => npm(['run', 'release', '--', 'review', ...args]);

const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
let statusBefore: string[];

const readRegistry = (): Registry => JSON.parse(readFileSync(registryFile, 'utf8'));

/** A buyer whose contract is signed, on the confirmation page (which then only offers the way on). */
async function signedBuyerOnConfirm(browser: Browser) {
  const context = await browser.newContext({ baseURL: shop?.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
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
  test.setTimeout(600_000);
  if (existsSync(STEP_DIR)) throw new Error(`${STEP_DIR} exists: this test adds that folder and removes it after`);
  // The shop's record before the new step: the run's builds of the five steps, on the ports this shop serves them on.
  env.PORT = String(await freePort());
  env.METRICS_PORT = 'off';
  env.INSURER_API_URL = sandboxUrl();
  env.SESSION_SECRET = 'e2e-session-secret-of-at-least-32-characters';
  recordFolder = mkdtempSync(path.join(tmpdir(), 'greencard-new-step-'));
  registryFile = path.join(recordFolder, 'registry.json');
  env.REGISTRY_FILE = registryFile;
  seeded = {};
  for (const [step, url] of Object.entries(remoteUrls())) {
    const port = await freePort();
    env[`MF_${step.toUpperCase()}_PORT`] = String(port);
    const folder = path.basename(url);
    seeded[step] = buildEntry(
      `http://127.0.0.1:${port}/${folder}/mf-manifest.json`,
      step,
      path.join(ROOT, `mf-${step}`, 'dist', folder),
    );
  }
  await seedRecord(fileRecord(registryFile), seeded, 'newStep.spec', 'the shop before the new step');

  // The team's step: a new folder, and its port recorded in it (a free one here: the test keeps off the shop's ports).
  statusBefore = gitStatus();
  cpSync(path.join(ROOT, 'e2e', 'fixtures', 'mf-review'), STEP_DIR, { recursive: true });
  reviewPort = await freePort();
  const manifest = JSON.parse(readFileSync(path.join(STEP_DIR, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(STEP_DIR, 'package.json'),
    JSON.stringify({ ...manifest, config: { port: reviewPort } }, null, 2),
  );
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(STEP_DIR, { recursive: true, force: true });
  if (recordFolder) rmSync(recordFolder, { recursive: true, force: true });
});

test('the new folder is a workspace: its own tests pass, and it builds, with no npm install and no edit elsewhere', () => {
  test.setTimeout(300_000);
  const tested = npm(['test', '--workspace', '@greencard/mf-review']);
  expect(tested.status, tested.stdout + tested.stderr).toBe(0);
  expect(tested.stdout + tested.stderr).toMatch(/Tests:\s+5 passed, 5 total/);
  const built = npm(['run', 'build', '--workspace', '@greencard/mf-review'], { BUILD_ID });
  expect(built.status, built.stdout + built.stderr).toBe(0);
  expect(readdirSync(path.join(STEP_DIR, 'dist'))).toContain(`1.0.0+${BUILD_ID}`);
  // Nothing else changed: the new step is its folder alone, which git sees as one new folder.
  expect(gitStatus().filter((line) => !statusBefore.includes(line))).toEqual(['?? mf-review/']);
});

test('npm run serve serves it on its own port, and it is released between confirm and payment, where the buyer goes through it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  shop = await startShop();
  expect(shop.output()).toContain('as released (a restart changes nothing)');
  expect((await fetch(`http://127.0.0.1:${reviewPort}/1.0.0+${BUILD_ID}/mf-manifest.json`)).status).toBe(200);
  expect((await fetch(`${shop.url}/en/review`)).status).toBe(404);

  const released = release(`1.0.0+${BUILD_ID}`, '--origin', `http://127.0.0.1:${reviewPort}`);
  expect(released.status, released.stderr).toBe(0);
  expect(readRegistry().review).toMatchObject({
    manifest: `http://127.0.0.1:${reviewPort}/1.0.0+${BUILD_ID}/mf-manifest.json`,
    journey: { follows: 'points', precedes: 'payment' },
  });
  expect(readRegistry().confirm).toEqual(seeded.confirm);

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
  const stranger = await browser.newContext({ baseURL: shop.url, locale: 'en-GB' });
  const strangerPage = await stranger.newPage();
  await strangerPage.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await strangerPage.goto('/en/review');
  await expect(strangerPage).toHaveURL(/\/en$/);
  await expect(strangerPage.locator('[data-step="review"]')).toHaveCount(0);
  await stranger.close();
});

test('a restart serves the released step where the record names it: its port is its own, not the run of the day', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await shop?.stop();
  shop = await startShop();
  expect(shop.output()).toContain('as released (a restart changes nothing)');
  expect(shop.output()).not.toContain('served on other ports than now');
  const { context, page } = await signedBuyerOnConfirm(browser);
  await expect(indicator(page)).toHaveText([/Contract/, /Confirmation/, /Review/, /Payment/]);
  await page.goto('/en/review');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review the contract before paying');
  await context.close();
});

test('withdrawing the step restores the journey: the indicator without it, confirm straight on to payment', async ({
  browser,
}) => {
  const withdrawn = release('--withdraw');
  expect(withdrawn.status, withdrawn.stderr).toBe(0);
  expect(readRegistry()).toEqual(seeded);
  expect((await fetch(`${shop?.url}/en/review`)).status).toBe(404);

  const { context, page } = await signedBuyerOnConfirm(browser);
  await expect(indicator(page)).toHaveText([/Contract/, /Confirmation/, /Payment/]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/payment$/);
  await expect(page.locator('[data-step="payment"]')).toBeVisible();
  await context.close();
});
