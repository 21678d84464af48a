// A shop server with a canary of a points build under way, for the tests of the canary in a running shop: its record
// in a file, its fake insurer (drafts and the payment step's calls), its draws, and buyers who act as a real buyer's
// browser does, or as a forger does. The canary looks when the test says: its loop's interval is jest's fake one.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CanaryPlan } from '@greencard/release/canaryPlan';
import { fileRecord, type CanaryState, type HistoryEntry, type ReleaseRecord } from '@greencard/release/record';
import type { StepBuild } from '../../../src/remotes/registry';
import { buildShopServer } from '../../app';
import { readServerConfig } from '../../config';
import { createShopMetrics, type ShopMetrics } from '../../observability/metrics';
import { PAGE_REPORTS_PATH } from '../../observability/pageReports';
import {
  COMPANY,
  fakeInsurer,
  LOYALTY_LINK_KEY,
  loyaltyLink,
  REGISTRY,
  SECRET,
  servedManifests,
  sessionCookieOf,
  shellDist,
} from '../../testing';

export const MAIN = 'http://127.0.0.1:9004/1.0.0+a/mf-manifest.json';
export const TRIAL = 'http://127.0.0.1:9004/1.1.0+b/mf-manifest.json';
/** How often the canary looks: only when a test advances jest's fake interval by it. */
const TICK_MS = 60_000;

export interface CanaryShop {
  shop: FastifyInstance;
  metrics: ShopMetrics;
  record: ReturnType<typeof fileRecord>;
  /** The draws of the next pages that give a build: below the share, the trial. */
  drawn: number[];
  /** One look of the canary at the record, finished. */
  look(): Promise<void>;
  /** The canary's last move, if it made one. */
  lastByCanary(): Promise<HistoryEntry | undefined>;
  close(): Promise<void>;
}

/**
 * A shop whose points step runs MAIN, with TRIAL at the plan's first share under a canary; page reports are not
 * limited per address (the canary's own rules are under test), unless `env` says otherwise. jest's fake timers must
 * fake setInterval (and only it: fakeCanaryInterval) before it is made.
 */
export async function canaryShop(plan: CanaryPlan, env: Record<string, string> = {}): Promise<CanaryShop> {
  let contract = 1000;
  const insurer = await fakeInsurer({
    'POST /green/save/draft': () => ({
      body: { data: { id: (contract += 1), number: `GC${contract}`, date: '2026-11-27' } },
    }),
    'POST /confirmContractPayment': { body: { data: { status: 'DECLINED' } } },
  });
  const { dist, registryFile } = shellDist();
  const record = fileRecord(registryFile);
  const main = { ...REGISTRY.points, manifest: MAIN };
  const seeded = { at: new Date().toISOString(), by: 'shop server', step: null, from: null, to: null };
  await record.change(
    await record.read(),
    { ...REGISTRY, points: main },
    {
      ...seeded,
      action: 'seed',
      verdict: 'seeded',
    },
  );
  await shareUnderCanary(record, main, { build: TRIAL, plan, stage: 0, since: new Date().toISOString() });
  const read = readServerConfig(
    { SESSION_SECRET: SECRET, LOYALTY_LINK_KEY, PAGE_REPORT_RATE_LIMIT_PER_MINUTE: '100000', ...env },
    dist,
  );
  const config = {
    ...read,
    distDir: dist,
    registryFile,
    insurerApiUrl: insurer.url,
    maxEventLoopDelayMs: 0,
    canary: { ...read.canary, tickMs: TICK_MS },
  };
  const metrics = createShopMetrics();
  const drawn: number[] = [];
  const shop = await buildShopServer(config, COMPANY, {
    draw: () => drawn.shift() ?? 0.5,
    metrics,
    fetchManifest: servedManifests(registryFile),
  });
  const history = async () => (await record.history()).filter((entry) => entry.by === 'canary');
  // The first look, at the server's start, tells the tally to count the points step.
  await until(async () => (await metrics.registry.getSingleMetricAsString('shop_canary_held')).includes('points'));
  return {
    shop,
    metrics,
    record,
    drawn,
    async look() {
      const moves = (await history()).length;
      jest.advanceTimersByTime(TICK_MS);
      // A look reads the record and the tally and may write the record: done well within this, moved or not.
      await until(async () => (await history()).length > moves, 300).catch(() => undefined);
    },
    lastByCanary: async () => (await history()).at(-1),
    async close() {
      await shop.close();
      await insurer.close();
    },
  };
}

/**
 * The record as the loyalty team's share leaves it: `main` live, the canary's build beside it as the trial at the
 * share of the canary's stage, and the history entry of that share, which carries the canary's state.
 */
export async function shareUnderCanary(record: ReleaseRecord, main: StepBuild, canary: CanaryState): Promise<void> {
  const share = canary.plan.stages[canary.stage] as number;
  const after = { ...main, trial: { ...main, manifest: canary.build, share } };
  await record.change(
    await record.read(),
    { ...REGISTRY, points: after },
    {
      at: canary.since,
      by: 'loyalty',
      action: 'share',
      step: 'points',
      from: main.manifest,
      to: canary.build,
      share,
      verdict: 'passed',
      before: main,
      after,
      canary,
    },
  );
}

/** jest's fake timers for setInterval only: the canary's loop looks when a test says, everything else runs. */
export function fakeCanaryInterval() {
  jest.useFakeTimers({
    doNotFake: [
      'Date',
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

async function until(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The points manifest a page names: the build the buyer runs. */
const manifestOf = (page: LightMyRequestResponse): string =>
  (
    JSON.parse(/id="shop-config">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '{}') as {
      remotes: { points: { manifest: string } };
    }
  ).remotes.points.manifest;

export interface Session {
  cookie: string;
  manifest: string;
  address: string;
}

/** What a page posts to /page-reports, in the buyer's session; answers the status. */
export async function report(shop: FastifyInstance, session: Session, payload: unknown): Promise<number> {
  const answer = await shop.inject({
    method: 'POST',
    url: PAGE_REPORTS_PATH,
    headers: { cookie: session.cookie, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(payload),
    remoteAddress: session.address,
  });
  return answer.statusCode;
}

/** A session as a script gets one: a points page asked for without a cookie (its build drawn: `trial` or not). */
export async function pageSession(canary: CanaryShop, trial: boolean, address: string): Promise<Session> {
  canary.drawn.push(trial ? 0.01 : 0.99);
  const page = await canary.shop.inject({ method: 'GET', url: '/en/points', remoteAddress: address });
  const session = { cookie: sessionCookieOf(page), manifest: manifestOf(page), address };
  expect(session.manifest).toBe(trial ? TRIAL : MAIN);
  return session;
}

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

/**
 * A buyer who reached the points step as a real one does: the loyalty programme's link to a page of the shop (the
 * points page, or `landing`; its build drawn), a draft the insurer made in its session, then, the journey going on
 * inside the page, its arrival at the points step, what its page reports (a step that failed to load, or its LCP when given) and, when it loaded, the
 * payment step's call and page.
 */
export async function realBuyer(
  canary: CanaryShop,
  n: number,
  {
    trial,
    loads = true,
    lcpMs,
    landing = '/en/points',
  }: { trial: boolean; loads?: boolean; lcpMs?: number; landing?: string },
): Promise<Session> {
  const { shop } = canary;
  const address = `10.1.${Math.floor(n / 250)}.${n % 250}`;
  const link = await shop.inject({
    method: 'GET',
    url: loyaltyLink(`LC-${n}`, { path: landing }),
    remoteAddress: address,
  });
  canary.drawn.push(trial ? 0.01 : 0.99);
  const page = await shop.inject({
    method: 'GET',
    url: link.headers.location as string,
    headers: { cookie: sessionCookieOf(link) },
    remoteAddress: address,
  });
  const drafted = await shop.inject({
    method: 'POST',
    url: '/api/green/save/draft',
    headers: { ...json, cookie: sessionCookieOf(page) },
    payload: {},
    remoteAddress: address,
  });
  expect(drafted.statusCode).toBe(200);
  const session = { cookie: sessionCookieOf(drafted), manifest: manifestOf(page), address };
  expect(session.manifest).toBe(trial ? TRIAL : MAIN);
  await report(shop, session, { page: '/en/points', arrived: 'points' });
  if (!loads) {
    expect(
      await report(shop, session, { page: '/en/points', problem: { kind: 'step_load_failed', where: 'points' } }),
    ).toBe(204);
    return session;
  }
  if (lcpMs !== undefined)
    expect(await report(shop, session, { page: '/en/points', vital: { name: 'LCP', value: lcpMs } })).toBe(204);
  const paid = await shop.inject({
    method: 'POST',
    url: '/api/confirmContractPayment',
    headers: { ...json, cookie: session.cookie },
    payload: { contract_id: drafted.json<{ data: { id: number } }>().data.id },
    remoteAddress: address,
  });
  expect(paid.statusCode).toBe(200);
  await shop.inject({ method: 'GET', url: '/en/payment', headers: { cookie: session.cookie }, remoteAddress: address });
  return session;
}
