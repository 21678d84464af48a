// The payments team releases mf-payment alone (docs and mf-payment/README.md): it changes one of its own calls
// (mf-payment/src/features/pay/paymentCall.ts) and moves EasyPay's return point to a new path, rebuilds only
// mf-payment, releases it with `npm run release`, and the open shop uses both, with the shell and the other steps
// untouched; a rollback restores the old build; a build made for another journey major is refused by the release
// and, written into the registry by hand, by the shop server, which keeps its last good registry.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { formatPrice } from '@greencard/domain';
import { seedJourney } from '../support/journey';
import { freePort } from '../support/ports';
import { refusedRegistryEdits } from '../support/registryRefusals';
import {
  ROOT,
  defaultRegistry,
  remoteUrls,
  serveRemote,
  startShell,
  type Registry,
  type Running,
} from '../support/shop';
import { pastSignCutoff } from '../support/steps/confirm';
import { TEST_CARDS, payByCard } from '../support/steps/payment';
import { createSignedContract } from '../support/steps/points';
import { buildStepVariant, type StepVariant } from '../support/stepVariant';

test.describe.configure({ mode: 'serial' });

const NEW_RETURN = '/easypayReturnPoint';
let next: StepVariant;
let incompatible: StepVariant;
let registryFile: string;
const running: Running[] = [];
let shell: Running;
let nextServer: Running;
let incompatibleServer: Running;
let metricsUrl: string;

/** `npm run release -- payment <version>` against this test's shell and registry. */
function release(version: string, origin: string) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), 'payment', version, '--registry', registryFile, '--origin', origin],
    { cwd: ROOT, encoding: 'utf8' },
  );
}

const readRegistry = (): Registry => JSON.parse(readFileSync(registryFile, 'utf8'));

async function shopPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: shell.url, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  return { context, page };
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  next = buildStepVariant(
    'payment',
    [
      { file: 'mf-payment/routes.json', from: '"path": "/easyPayCallBack"', to: `"path": "${NEW_RETURN}"` },
      {
        file: 'mf-payment/src/features/pay/paymentCall.ts',
        from: 'contract_id: request.contractId,',
        to: "contract_id: request.contractId, channel: 'web',",
      },
      // The new parameter is declared with the call, or the shop server refuses it.
      {
        file: 'mf-payment/step.json',
        from: '"path": "/payment/easypay",\n      "params": {',
        to: '"path": "/payment/easypay",\n      "params": {\n        "channel": "data",',
      },
    ],
    'e2e-next',
  );
  incompatible = buildStepVariant(
    'payment',
    [
      {
        file: 'shared/store/src/journey/schemaVersion.ts',
        from: /JOURNEY_SCHEMA_VERSION = \d+/,
        to: 'JOURNEY_SCHEMA_VERSION = 99',
      },
    ],
    'e2e-journey99',
  );
  nextServer = await serveRemote(next.dist);
  incompatibleServer = await serveRemote(incompatible.dist);
  running.push(nextServer, incompatibleServer);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-release-')), 'registry.json');
  // Its own metrics listener: the registry edits it refused are counted there (docs/operations.md).
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shell = await startShell(defaultRegistry(), registryFile, { METRICS_PORT: String(metricsPort) });
  running.push(shell);
});

const refusedEdits = (reason: string) => refusedRegistryEdits(shell.url, metricsUrl, reason);

/** The registry the shell serves now. */
const servedRegistry = async (): Promise<Registry> =>
  (await fetch(`${shell.url}/registry.json`)).json() as Promise<Registry>;

test.afterAll(async () => {
  await Promise.all(running.map((r) => r.stop()));
});

test('a released payment build changes the call and adds its return path for the open shop, with no shell change', async ({
  browser,
}) => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  const before = await fetch(`${shell.url}/en${NEW_RETURN}`);
  expect(before.status).toBe(404);

  const released = release(next.folder, nextServer.url);
  expect(released.status, released.stderr).toBe(0);
  expect(readRegistry().payment?.manifest).toBe(`${nextServer.url}/${next.folder}/mf-manifest.json`);
  expect(readRegistry().calculator).toEqual(defaultRegistry().calculator);

  const { context, page } = await shopPage(browser);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  const contract = await createSignedContract(page.request);
  await seedJourney(page, contract.journey);
  await page.goto('/en/payment');
  await expect(page.locator('[data-step="payment"]')).toHaveAttribute('data-step-build', /\+e2e-next$/);
  const opening = page.waitForRequest('**/api/payment/easypay');
  await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
  // The changed call: the new build sends what the team changed.
  expect((await opening).postDataJSON()).toMatchObject({ contract_id: contract.id, channel: 'web' });
  await payByCard(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/en\/paySuccess$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The contract is paid');
  // The provider came back to the new path, which the shop served from the build's own routes.
  expect(visited.some((url) => new URL(url).pathname === `/en${NEW_RETURN}`)).toBe(true);
  await context.close();
});

test('a rollback is a release of the older build', async () => {
  const current = new URL(remoteUrls().payment as string);
  const rolledBack = release(current.pathname.slice(1), current.origin);
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(readRegistry().payment).toEqual(defaultRegistry().payment);
  expect((await fetch(`${shell.url}/en${NEW_RETURN}`)).status).toBe(404);
  expect((await fetch(`${shell.url}/en/easyPayCallBack`)).status).toBe(200);
});

test('a build made for another journey contract is refused by the release, and by the shop server if written in by hand', async ({
  browser,
}) => {
  const registered = readFileSync(registryFile);
  const refused = release(incompatible.folder, incompatibleServer.url);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr + refused.stdout).toMatch(/journey/i);
  expect(readFileSync(registryFile).equals(registered)).toBe(true);

  // Written past the release: the server judges the build's manifest itself and keeps its last good registry.
  const before = await servedRegistry();
  const forced = readRegistry();
  forced.payment = {
    ...forced.payment!,
    manifest: `${incompatibleServer.url}/${incompatible.folder}/mf-manifest.json`,
  };
  writeFileSync(registryFile, JSON.stringify(forced, null, 2));
  await expect.poll(() => refusedEdits('build')).toBe(1);
  expect(await servedRegistry()).toEqual(before);
  const { context, page } = await shopPage(browser);
  await page.goto('/en/portmoneCallBack');
  await expect(page.locator('[data-step="payment"]')).toHaveAttribute('data-step-build', /^payment@/);
  await expect(page.locator('[data-step="payment"]')).not.toHaveAttribute('data-step-build', /e2e-journey99/);
  await context.close();
  writeFileSync(registryFile, registered);
});

test('a team tests its build in one browser only, from an allowed origin, with a banner while it does', async ({
  browser,
}) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'greencard-override-'));
  const testing = await startShell(defaultRegistry(), path.join(folder, 'registry.json'), {
    REMOTE_OVERRIDE_ORIGINS: nextServer.url,
  });
  running.push(testing);
  const nextManifest = `${nextServer.url}/${next.folder}/mf-manifest.json`;
  const team = await browser.newContext({ baseURL: testing.url, locale: 'en-GB' });
  const page = await team.newPage();
  // A payment page that shows without a journey: a return with no contract says so.
  await page.goto(`/en/portmoneCallBack?override=payment:${encodeURIComponent(nextManifest)}`);
  const banner = page.getByRole('region', { name: 'Test builds' });
  await expect(banner).toContainText(`Testing payment build ${nextManifest} in this browser`);
  await expect(page.locator('[data-step="payment"]')).toHaveAttribute('data-step-build', /\+e2e-next$/);
  // The override stays in that browser for the next pages, and nobody else sees it.
  await page.goto('/en/portmoneCallBack');
  await expect(page.locator('[data-step="payment"]')).toHaveAttribute('data-step-build', /\+e2e-next$/);
  const buyer = await browser.newContext({ baseURL: testing.url, locale: 'en-GB' });
  const buyerPage = await buyer.newPage();
  await buyerPage.goto('/en/portmoneCallBack');
  await expect(buyerPage.locator('[data-step="payment"]')).not.toHaveAttribute('data-step-build', /\+e2e-next$/);
  await expect(buyerPage.getByRole('region', { name: 'Test builds' })).toHaveCount(0);
  // A build from an origin the configuration does not allow is not loaded.
  await page.goto(
    `/en/portmoneCallBack?override=payment:${encodeURIComponent(`${incompatibleServer.url}/${incompatible.folder}/mf-manifest.json`)}`,
  );
  await expect(banner).toContainText('was refused');
  await banner.getByRole('link', { name: 'clear' }).click();
  await expect(page.getByRole('region', { name: 'Test builds' })).toHaveCount(0);
  await expect(page.locator('[data-step="payment"]')).not.toHaveAttribute('data-step-build', /\+e2e-next$/);
  await Promise.all([team.close(), buyer.close()]);
});
