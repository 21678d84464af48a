/** @jest-environment node */
// The canary in a running shop server, fed as a real buyer feeds it: pages of the points step with the session
// cookie that keeps the buyer's build, the page reports a page posts (a step that failed to load, its LCP), and a
// page of the next step. A build that fails to load for a third of its buyers is rolled back on its own, with the
// verdict's figures in the history; a sound one goes to every buyer on its own.
import type { FastifyInstance } from 'fastify';
import { canaryPlan } from '@greencard/build/release/canaryPlan';
import { fileRecord, type CanaryState } from '@greencard/build/release/record';
import { buildShopServer } from '../app';
import { readServerConfig } from '../config';
import { createShopMetrics, type ShopMetrics } from '../observability/metrics';
import { PAGE_REPORTS_PATH } from '../observability/pageReports';
import { COMPANY, fakeInsurer, REGISTRY, SECRET, servedManifests, sessionCookieOf, shellDist } from '../testing';

const MAIN = 'http://127.0.0.1:9004/1.0.0+a/mf-manifest.json';
const TRIAL = 'http://127.0.0.1:9004/1.1.0+b/mf-manifest.json';
const plan = canaryPlan({
  stages: [10, 100],
  minBuyers: 30,
  minVitals: 30,
  minStageSeconds: 0,
  holdAfterSeconds: 3600,
});

let shop: FastifyInstance;
let metrics: ShopMetrics;
let record: ReturnType<typeof fileRecord>;
let close: () => Promise<void>;
const drawn: number[] = [];

beforeEach(async () => {
  const insurer = await fakeInsurer();
  const { dist, remotesFile } = shellDist();
  record = fileRecord(remotesFile);
  const main = { ...REGISTRY.points, manifest: MAIN };
  await record.change(
    await record.read(),
    { ...REGISTRY, points: main },
    {
      at: new Date().toISOString(),
      by: 'shop server',
      action: 'seed',
      step: null,
      from: null,
      to: null,
      verdict: 'seeded',
    },
  );
  const canary: CanaryState = { build: TRIAL, plan, stage: 0, since: new Date().toISOString() };
  const after = { ...main, trial: { ...main, manifest: TRIAL, share: 10 } };
  await record.change(
    await record.read(),
    { ...REGISTRY, points: after },
    {
      at: canary.since,
      by: 'loyalty',
      action: 'share',
      step: 'points',
      from: MAIN,
      to: TRIAL,
      share: 10,
      verdict: 'passed',
      before: main,
      after,
      canary,
    },
  );
  const config = {
    ...readServerConfig({ SESSION_SECRET: SECRET }, dist),
    distDir: dist,
    remotesFile,
    insurerApiUrl: insurer.url,
    maxEventLoopDelayMs: 0,
    pageReportsPerMinute: 1000,
    canary: { tickMs: 50, bucketMs: 1000 },
  };
  metrics = createShopMetrics();
  shop = await buildShopServer(config, COMPANY, {
    draw: () => drawn.shift() ?? 0.5,
    metrics,
    fetchManifest: servedManifests(remotesFile),
  });
  close = async () => {
    await shop.close();
    await insurer.close();
  };
});
afterEach(() => close());

/** Once the canary has looked at the record, it counts the points step's buyers (and shows it is under way). */
const watching = async () =>
  until(async () => (await metrics.registry.getSingleMetricAsString('shop_canary_held')).includes('step="points"'));

/** A synthetic buyer: its first points page (its build drawn), then what its page posts, then maybe the next step. */
async function buyer(
  n: number,
  { trial, loads = true, lcpMs = 900 }: { trial: boolean; loads?: boolean; lcpMs?: number },
) {
  drawn.push(trial ? 0.01 : 0.99);
  const remoteAddress = `10.0.${Math.floor(n / 250)}.${n % 250}`;
  const first = await shop.inject({ method: 'GET', url: '/en/points', remoteAddress });
  const cookie = sessionCookieOf(first);
  const manifest = JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(first.body)?.[1] ?? '{}').remotes.points
    .manifest;
  expect(manifest).toBe(trial ? TRIAL : MAIN);
  const report = (payload: unknown) =>
    shop.inject({
      method: 'POST',
      url: PAGE_REPORTS_PATH,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
      remoteAddress,
    });
  if (!loads) {
    expect(
      (await report({ page: '/en/points', problem: { kind: 'step_load_failed', where: 'points' } })).statusCode,
    ).toBe(204);
    return;
  }
  expect((await report({ page: '/en/points', vital: { name: 'LCP', value: lcpMs } })).statusCode).toBe(204);
  expect(
    (await shop.inject({ method: 'GET', url: '/en/payment', headers: { cookie }, remoteAddress })).statusCode,
  ).toBe(200);
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lastByCanary = async () => (await record.history()).filter((entry) => entry.by === 'canary').at(-1);

it('rolls back a build that fails to load for a third of its buyers, with the figures in the history', async () => {
  await watching();
  for (let n = 0; n < 36; n++) await buyer(n, { trial: false });
  // 30 buyers, the minimum: the judge may act on the last of them, and every later buyer would get the main build.
  for (let n = 36; n < 66; n++) await buyer(n, { trial: true, loads: n % 3 !== 0 });
  await until(async () => (await lastByCanary()) !== undefined);
  const entry = await lastByCanary();
  expect(entry).toMatchObject({
    action: 'rollback',
    from: TRIAL,
    to: MAIN,
    judged: { verdict: 'fail', buyers: { main: 36, trial: 30, min: 30 } },
  });
  expect((entry?.judged as { summary: string }).summary).toMatch(/loadFailed fail: trial 33\.3%, current 0\.0%/);
  expect((await record.read())?.registry.points).toEqual({ ...REGISTRY.points, manifest: MAIN });
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_verdicts_total')).toContain(
    'shop_canary_verdicts_total{step="points",verdict="fail"} 1',
  );
  // The metrics a Prometheus judge would read count the same buyers.
  expect(await metrics.registry.getSingleMetricAsString('shop_step_builds_total')).toContain(
    'shop_step_builds_total{event="buyer",step="points",build="1.1.0+b"} 30',
  );
}, 60_000);

it('takes a sound build to every buyer on its own, its buyers having reached the next step as often', async () => {
  await watching();
  for (let n = 0; n < 30; n++) {
    await buyer(n, { trial: false });
    await buyer(100 + n, { trial: true });
  }
  await until(async () => (await lastByCanary()) !== undefined);
  const entry = await lastByCanary();
  expect(entry).toMatchObject({ action: 'release', from: MAIN, to: TRIAL, judged: { verdict: 'pass' } });
  const reached = (entry?.judged as { figures: { figure: string; main: number; trial: number }[] }).figures.find(
    (figure) => figure.figure === 'reachedNext',
  );
  // The judge may have looked before the last buyers reached the payment page.
  expect(reached?.main).toBeGreaterThan(0.9);
  expect(reached?.trial).toBeGreaterThan(0.9);
  expect((await record.read())?.registry.points).toEqual({ ...REGISTRY.points, manifest: TRIAL });
}, 60_000);
