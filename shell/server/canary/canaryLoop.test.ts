/** @jest-environment node */
// The canary's loop on a release record in a file: it moves a canary on when its buyers pass, rolls it back at once
// when they fail, holds once for want of buyers, and two replicas looking at one record never both act.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryPlan } from '@greencard/release/canaryPlan';
import { fileRecord, seedRecord, type CanaryState } from '@greencard/release/record';
import { memoryCounters } from '../store/counters';
import { createShopMetrics } from '../observability/metrics';
import { parseRegistry } from '../registry/registry';
import { REGISTRY } from '../testing';
import { canaryLoop } from './canaryLoop';
import { shareUnderCanary } from './testing/canaryShop';
import { stepTally, type StepTally } from './stageTally';

const MAIN = 'http://127.0.0.1:9004/1.0.0+a/mf-manifest.json';
const TRIAL = 'http://127.0.0.1:9004/1.1.0+b/mf-manifest.json';
const START = Date.parse('2026-11-27T10:00:00.000Z');
const plan = {
  ...canaryPlan({
    stages: [5, 50, 100],
    minBuyers: 30,
    minCalls: 30,
    minVitals: 30,
    minStageSeconds: 10,
    holdAfterSeconds: 100,
  }),
};

async function shop(share = 5, held = false) {
  const record = fileRecord(path.join(mkdtempSync(path.join(tmpdir(), 'canary-loop-')), 'registry.json'));
  const main = { ...REGISTRY.points, manifest: MAIN };
  await seedRecord(record, { ...REGISTRY, points: main }, 'shop server', 'seeded');
  const state: CanaryState = {
    build: TRIAL,
    plan,
    stage: plan.stages.indexOf(share),
    since: new Date(START).toISOString(),
    ...(held ? { held } : {}),
  };
  await shareUnderCanary(record, main, state);
  let clock = START;
  const metrics = createShopMetrics();
  const log = jest.fn();
  // One store of counters for every replica, as Redis is.
  const counters = memoryCounters(() => clock);
  const replica = () => {
    const tally = stepTally(counters);
    const loop = canaryLoop({
      record,
      tally,
      accept: (registry) => parseRegistry(JSON.stringify(registry)),
      tickMs: 60_000,
      metrics,
      log,
      now: () => clock,
    });
    return { tally, loop };
  };
  return { record, metrics, log, replica, advance: (seconds: number) => (clock += seconds * 1000) };
}

/**
 * `buyers` buyers of a build: a share of them fail to load, the others make the step's insurer call (the step worked
 * for them) and report an LCP.
 */
async function buyers(tally: StepTally, build: string, count: number, { loadFails = 0, lcpMs = 800 } = {}) {
  for (let i = 0; i < count; i++) {
    await tally.count('points', build, 'buyers');
    if (i < count * loadFails) {
      await tally.count('points', build, 'loadFailed');
      continue;
    }
    await tally.count('points', build, 'worked');
    await tally.count('points', build, 'calls');
    await tally.vital('points', build, 'LCP', lcpMs);
  }
}

const points = async (record: ReturnType<typeof fileRecord>) =>
  (await record.read())?.registry.points as Record<string, unknown>;

it('counts only the steps under a canary, once it has looked', async () => {
  const { replica } = await shop();
  const { tally, loop } = replica();
  expect(tally.stageOf('points')).toBeUndefined();
  await loop.tick();
  expect(tally.stageOf('points')).toBeDefined();
  expect(tally.stageOf('payment')).toBeUndefined();
  await loop.close();
});

it("exports each verdict of a step under a canary at 0 from its first look, so a replica's first rollback is an increase", async () => {
  // Only the replica that acts counts a verdict: a series that appeared at 1 would be no increase to ShopCanaryRolledBack.
  const { replica, metrics } = await shop();
  const { loop } = replica();
  await loop.tick();
  const exported = await metrics.registry.getSingleMetricAsString('shop_canary_verdicts_total');
  for (const verdict of ['pass', 'fail', 'hold'])
    expect(exported).toContain(`shop_canary_verdicts_total{step="points",verdict="${verdict}"} 0`);
  expect(exported).not.toContain('step="payment"');
  await loop.close();
});

it('waits for the minimum buyers and the minimum stage time, then moves on with the figures in the history', async () => {
  const { record, replica, advance, metrics } = await shop();
  const { tally, loop } = replica();
  await loop.tick();
  await buyers(tally, '1.0.0+a', 40);
  await buyers(tally, '1.1.0+b', 29);
  advance(20);
  await loop.tick();
  expect((await points(record)).trial).toMatchObject({ share: 5 });
  await buyers(tally, '1.1.0+b', 1);
  await loop.tick();
  expect((await points(record)).trial).toMatchObject({ share: 50 });
  const entry = (await record.history()).at(-1);
  expect(entry).toMatchObject({
    by: 'canary',
    action: 'share',
    share: 50,
    verdict: 'passed',
    canary: { stage: 1 },
    judged: { verdict: 'pass', buyers: { main: 40, trial: 30, min: 30 } },
  });
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_verdicts_total')).toContain(
    'shop_canary_verdicts_total{step="points",verdict="pass"} 1',
  );
  await loop.close();
});

it('completes the release after the stage before 100% passes', async () => {
  const { record, replica, advance, metrics } = await shop(50);
  const { tally, loop } = replica();
  await loop.tick();
  await buyers(tally, '1.0.0+a', 40);
  await buyers(tally, '1.1.0+b', 40);
  advance(10);
  await loop.tick();
  expect(await points(record)).toEqual({ ...REGISTRY.points, manifest: TRIAL });
  expect((await record.history()).at(-1)).toMatchObject({ action: 'release', from: MAIN, to: TRIAL, by: 'canary' });
  // Nothing is under way any more: no step is counted, and none has the held gauge.
  await loop.tick();
  expect(tally.stageOf('points')).toBeUndefined();
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_held')).not.toContain('points');
  await loop.close();
});

it('rolls back at once, before the stage time, when a third of the buyers fail to load, and says why', async () => {
  const { record, replica, advance, metrics, log } = await shop();
  const { tally, loop } = replica();
  await loop.tick();
  await buyers(tally, '1.0.0+a', 60);
  await buyers(tally, '1.1.0+b', 60, { loadFails: 1 / 3 });
  advance(1);
  await loop.tick();
  expect(await points(record)).toEqual({ ...REGISTRY.points, manifest: MAIN });
  const entry = (await record.history()).at(-1);
  expect(entry).toMatchObject({ action: 'rollback', from: TRIAL, to: MAIN, judged: { verdict: 'fail' } });
  expect((entry?.judged as { summary: string }).summary).toMatch(
    /^fail .*loadFailed fail: trial 33\.3%, current 0\.0%/,
  );
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_verdicts_total')).toContain('verdict="fail"} 1');
  expect(log).toHaveBeenCalledWith(expect.stringMatching(/^The canary of points \(.*1\.1\.0\+b.*\) rollback: fail/));
  await loop.close();
});

it('holds at once, and once, a build only its pages say is slower; its later failure still rolls it back', async () => {
  const { record, replica, advance, metrics } = await shop();
  const { tally, loop } = replica();
  await loop.tick();
  await buyers(tally, '1.0.0+a', 60, { lcpMs: 700 });
  await buyers(tally, '1.1.0+b', 60, { lcpMs: 1200 });
  advance(1);
  await loop.tick();
  const held = (await record.history()).at(-1);
  expect(held).toMatchObject({
    action: 'hold',
    canary: { held: true },
    judged: {
      verdict: 'unconfirmed',
      figures: expect.arrayContaining([expect.objectContaining({ figure: 'lcpP75', outcome: 'unconfirmed' })]),
    },
  });
  expect(held?.verdict).toMatch(
    /^held: only its buyers' pages say it is worse, and the shop saw no sign of it after 1 s at 5% \(unconfirmed /,
  );
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_held')).toContain(
    'shop_canary_held{step="points"} 1',
  );
  advance(100);
  await loop.tick();
  expect((await record.history()).filter((entry) => entry.action === 'hold')).toHaveLength(1);
  expect((await points(record)).trial).toMatchObject({ share: 5 });
  await buyers(tally, '1.1.0+b', 60, { loadFails: 1, lcpMs: 1200 });
  await loop.tick();
  expect((await record.history()).at(-1)).toMatchObject({ action: 'rollback', judged: { verdict: 'fail' } });
  await loop.close();
});

it('holds once for want of buyers, and says so in the history and the metrics', async () => {
  const { record, replica, advance, metrics } = await shop();
  const { tally, loop } = replica();
  await loop.tick();
  await buyers(tally, '1.0.0+a', 40);
  await buyers(tally, '1.1.0+b', 3);
  advance(99);
  await loop.tick();
  expect((await record.history()).at(-1)?.action).toBe('share');
  advance(1);
  await loop.tick();
  const held = (await record.history()).at(-1);
  expect(held).toMatchObject({ action: 'hold', by: 'canary', canary: { held: true } });
  expect(held?.verdict).toMatch(
    /^held: not enough data after 100 s at 5% \(insufficient \(buyers: trial 3, current 40, minimum 30\)\)$/,
  );
  advance(1000);
  await loop.tick();
  expect((await record.history()).filter((entry) => entry.action === 'hold')).toHaveLength(1);
  expect(await metrics.registry.getSingleMetricAsString('shop_canary_held')).toContain(
    'shop_canary_held{step="points"} 1',
  );
  expect((await points(record)).trial).toMatchObject({ share: 5 });
  await loop.close();
});

it('lets one of two replicas act on the same figures', async () => {
  const { record, replica, advance } = await shop();
  const one = replica();
  const two = replica();
  await Promise.all([one.loop.tick(), two.loop.tick()]);
  // The counters are shared, as Redis shares them: both read the buyers one replica counted.
  await buyers(one.tally, '1.0.0+a', 60);
  await buyers(one.tally, '1.1.0+b', 60, { loadFails: 0.5 });
  advance(1);
  await Promise.all([one.loop.tick(), two.loop.tick()]);
  expect((await record.history()).filter((entry) => entry.by === 'canary')).toHaveLength(1);
  await Promise.all([one.loop.close(), two.loop.close()]);
});

it('leaves a canary a team ended by hand alone', async () => {
  const { record, replica, advance } = await shop();
  const { tally, loop } = replica();
  const snapshot = await record.read();
  const current = snapshot?.registry.points as Record<string, unknown>;
  const byHand = { ...current, trial: { ...(current.trial as object), share: 20 } };
  await record.change(
    snapshot,
    { ...snapshot?.registry, points: byHand },
    {
      at: new Date(START).toISOString(),
      by: 'loyalty',
      action: 'share',
      step: 'points',
      from: MAIN,
      to: TRIAL,
      share: 20,
      verdict: 'passed',
    },
  );
  await loop.tick();
  await buyers(tally, '1.0.0+a', 60);
  await buyers(tally, '1.1.0+b', 60, { loadFails: 0.5 });
  advance(1000);
  await loop.tick();
  expect(await points(record)).toEqual(byHand);
  await loop.close();
});
