// One release record for every replica (docs/step-release.md, "The release record" and "The release service"): two
// shop replicas behind the edge share one Redis; the payments team releases through a replica's release service
// with its credential, and both replicas run the release within two seconds; a buyer in the middle of a journey on
// the build before finishes it on that build; the loyalty team's credential is refused for the payment step; a
// restart of both replicas changes nothing; the history names each change's team. The payment build released is the
// run's own build served from a second origin: to the record, and to the buyers' sessions, another build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatPrice } from '@greencard/domain';
import { startReplicas, type Replicas } from '../support/deployment';
import { seedJourney } from '../support/journey';
import { ROOT, remoteUrls, serveRemote, type Running } from '../support/shop';
import { pastSignCutoff } from '../support/steps/confirm';
import { TEST_CARDS, payByCard } from '../support/steps/payment';
import { createSignedContract } from '../support/steps/points';

test.describe.configure({ mode: 'serial' });

// Read when a test runs, not when the file loads: `npm run e2e -- --list` loads it with no shop running.
const current = () => new URL(remoteUrls().payment as string);
const version = () => current().pathname.slice(1);
const currentManifest = () => `${current().href}/mf-manifest.json`;
let deployment: Replicas;
let secondOrigin: Running;
const credentials: Record<string, string> = {};
const secondManifest = () => `${secondOrigin.url}/${version()}/mf-manifest.json`;

/** `npm run release -- <args> --shop <the first replica's release service>` with a team's credential. */
function releaseThroughShop(team: string, args: string[]) {
  return spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), ...args, '--shop', deployment.releaseUrls[0] as string],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASE_CREDENTIAL: credentials[team] },
    },
  );
}

/** The payment entry a replica serves now. */
async function paymentEntry(replica: Running) {
  return (await (await fetch(`${replica.url}/registry.json`)).json()).payment as {
    manifest: string;
    trial?: { manifest: string; share: number };
  };
}

/** The payment build the page runs: the one its page config names. */
async function pagesPaymentBuild(page: Page): Promise<string> {
  const config = JSON.parse((await page.locator('#shop-config').textContent()) ?? '{}');
  return config.remotes.payment.manifest;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const teamsFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-teams-')), 'teams.json');
  // The operator issues each team's credential (scripts/releaseTeams.mjs); the file keeps only their hashes.
  for (const [team, step] of [
    ['payments', 'payment'],
    ['loyalty', 'points'],
  ] as const) {
    const issued = spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'releaseTeams.mjs'), 'issue', team, '--steps', step, '--teams-file', teamsFile],
      { encoding: 'utf8' },
    );
    expect(issued.status, issued.stderr).toBe(0);
    credentials[team] = issued.stdout.trim().split('\n').at(-1) as string;
  }
  secondOrigin = await serveRemote(path.join(ROOT, 'mf-payment', 'dist'));
  deployment = await startReplicas({ redis: true, teamsFile });
});

test.afterAll(async () => {
  await deployment?.stop();
  await secondOrigin?.stop();
});

test("refuses the loyalty team's credential for the payment step, and a request without one", async () => {
  const refused = releaseThroughShop('loyalty', ['payment', version(), '--origin', secondOrigin.url]);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('HTTP 403: Team loyalty may not change payment');
  const anonymous = await fetch(`${deployment.releaseUrls[0]}/steps/payment/release`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version: version() }),
  });
  expect(anonymous.status).toBe(401);
  // Never on the buyers' port: there the path is only a page path, which takes no POST (405), credential or not.
  const onBuyersPort = await fetch(`${deployment.edgeUrl}/steps/payment/release`, {
    method: 'POST',
    headers: { authorization: `Bearer ${credentials.payments}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: version() }),
  });
  expect(onBuyersPort.status).toBe(405);
  for (const replica of deployment.replicas) expect((await paymentEntry(replica)).manifest).toBe(currentManifest());
});

test('a release through the service switches both replicas within 2 s, and a buyer mid-journey finishes on the build before', async ({
  browser,
}) => {
  test.skip(await pastSignCutoff(), 'past the sign-and-pay cut-off for today');
  // The second build first goes to no starting buyer: from now on, each buyer keeps the build it is given.
  const trial = releaseThroughShop('payments', ['payment', version(), '--origin', secondOrigin.url, '--share', '0']);
  expect(trial.status, trial.stderr).toBe(0);
  for (const replica of deployment.replicas) {
    await expect
      .poll(async () => (await paymentEntry(replica)).trial?.share, { timeout: 2000, intervals: [50] })
      .toBe(0);
  }
  // What the team sees through the service, as JSON; and a dry run, which changes nothing (docs/step-release.md).
  const status = releaseThroughShop('payments', ['status', 'payment', '--json']);
  expect(JSON.parse(status.stdout).steps).toEqual([
    expect.objectContaining({ step: 'payment', trial: { build: version(), share: 0 }, canary: null }),
  ]);
  const dryRun = releaseThroughShop('payments', ['rollback', 'payment', '--dry-run', '--json']);
  expect(JSON.parse(dryRun.stdout)).toMatchObject({
    dryRun: true,
    planned: [{ action: 'rollback', step: 'payment', by: 'payments' }],
  });
  for (const replica of deployment.replicas) expect((await paymentEntry(replica)).trial?.share).toBe(0);

  const context = await browser.newContext({ baseURL: deployment.edgeUrl, locale: 'en-GB', timezoneId: 'Europe/Kyiv' });
  const page = await context.newPage();
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  const contract = await createSignedContract(page.request);
  await seedJourney(page, contract.journey);
  await page.goto('/en/payment');
  expect(await pagesPaymentBuild(page)).toBe(currentManifest());

  const released = releaseThroughShop('payments', [
    'payment',
    version(),
    '--origin',
    secondOrigin.url,
    '--share',
    '100',
  ]);
  expect(released.status, released.stderr).toBe(0);
  expect(released.stdout).toContain('goes to 100% of the buyers who start a journey');
  const releasedAt = Date.now();
  for (const replica of deployment.replicas) {
    const trialOf = async () => {
      const { trial } = await paymentEntry(replica);
      return trial && { manifest: trial.manifest, share: trial.share };
    };
    await expect
      .poll(trialOf, { timeout: Math.max(1, releasedAt + 2000 - Date.now()), intervals: [50] })
      .toEqual({ manifest: secondManifest(), share: 100 });
  }
  // A new buyer starts on the released build, on either replica.
  for (let i = 0; i < 2; i++) {
    const html = await (await fetch(`${deployment.edgeUrl}/en/portmoneCallBack`)).text();
    expect(JSON.parse(/id="shop-config"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}').remotes.payment.manifest).toBe(
      secondManifest(),
    );
  }

  // The buyer in the middle of the journey keeps the build it had, on whichever replica serves it, and pays.
  await page.reload();
  expect(await pagesPaymentBuild(page)).toBe(currentManifest());
  await page.getByRole('button', { name: `Pay ${formatPrice(contract.premium)}` }).click();
  await payByCard(page, TEST_CARDS.success);
  await expect(page).toHaveURL(/\/en\/paySuccess$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The contract is paid');
  expect(await pagesPaymentBuild(page)).toBe(currentManifest());
  await context.close();
});

test("a restart of both replicas changes nothing that was released, and the history names each change's team", async () => {
  const before = await Promise.all(deployment.replicas.map(paymentEntry));
  const history = () => releaseThroughShop('loyalty', ['history']);
  const historyBefore = history();
  expect(historyBefore.status, historyBefore.stderr).toBe(0);
  await deployment.restart();
  // Back in the balancer once ready: with the record read from Redis.
  for (const replica of deployment.replicas) {
    await expect.poll(async () => (await fetch(`${replica.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
  }
  expect(await Promise.all(deployment.replicas.map(paymentEntry))).toEqual(before);
  const after = history();
  expect(after.stdout).toBe(historyBefore.stdout);
  const lines = after.stdout.split('\n').filter(Boolean);
  test.info().annotations.push({ type: 'history', description: after.stdout });
  expect(lines[0]).toMatch(/^ {3}1 {2}\S+ {2}operator {2}seed of every step/);
  expect(lines.filter((line) => /payments {2}share payment/.test(line))).toHaveLength(before[0]?.trial ? 2 : 0);
  expect(lines.find((line) => line.includes('payments'))).toContain(`-> ${secondManifest()}`);
  expect(lines.every((line) => /^ *\d+ {2}\S+ {2}(operator|payments|loyalty) {2}/.test(line))).toBe(true);
});

test('docker compose keeps the release record through a restart of its Redis, and publishes the release service to this machine only', () => {
  const compose = readFileSync(path.join(ROOT, 'docker', 'compose.yaml'), 'utf8');
  const redis = /^ {2}redis:\n((?: {4}.*\n)+)/m.exec(compose)?.[1] ?? '';
  expect(redis).toMatch(/command: \[.*"--appendonly", "yes".*\]/);
  expect(redis).toMatch(/volumes: \[redis-data:\/data\]/);
  expect(compose).toMatch(/environment: &shell-environment\n(?: {6}.*\n)*? {6}RELEASE_PORT: "9470"\n/);
  expect(compose).toMatch(/ports: \["127\.0\.0\.1:9470:9470"\]/);
  expect(compose).not.toMatch(/ports: \["9470/);
});
