/** @jest-environment node */
// The canary against a forger, as an outside attack test found it (its numbers in the tests' names): page reports a
// script posts from sessions that cost it one page load each, in both directions, with the smallest plan the schema
// allows and with the default one; and forgers who pay for whole journeys, whose reports of a slower page can hold a
// canary but not decide it.
import { canaryPlan } from '@greencard/release/canaryPlan';
import {
  canaryShop,
  fakeCanaryInterval,
  MAIN,
  pageSession,
  realBuyer,
  report,
  TRIAL,
  type CanaryShop,
} from './testing/canaryShop';

// Hundreds of sessions through the whole shop per test: seconds alone, more beside the rest of the suite on 2 cores.
jest.setTimeout(60_000);

/** The smallest plan the step contract allows: two stages, 20 buyers, judged at once. */
const SMALLEST = canaryPlan({
  stages: [50, 100],
  minBuyers: 20,
  minCalls: 20,
  minVitals: 20,
  minStageSeconds: 0,
  holdAfterSeconds: 3600,
});
const DEFAULT = canaryPlan(undefined);

/** Where the forger's script runs from. */
const FORGER = '203.0.113.7';
const FAILED = { page: '/en/points', problem: { kind: 'step_load_failed', where: 'points' } };

let canary: CanaryShop;
beforeEach(() => fakeCanaryInterval());
afterEach(async () => {
  await canary.close();
  jest.useRealTimers();
});

const registryPoints = async () => (await canary.record.read())?.registry.points as Record<string, unknown>;

describe('the smallest plan', () => {
  beforeEach(async () => {
    canary = await canaryShop(SMALLEST);
  });

  it('does not roll back a sound build for failures posted from 24 page loads of it (it did: trial 100%, p=3.1e-14)', async () => {
    for (let n = 0; n < 24; n++) await pageSession(canary, false, FORGER);
    for (let n = 0; n < 24; n++) await report(canary.shop, await pageSession(canary, true, FORGER), FAILED);
    await canary.look();
    expect(await canary.lastByCanary()).toBeUndefined();
    expect(await registryPoints()).toMatchObject({ manifest: MAIN, trial: { manifest: TRIAL, share: 50 } });
    // Its real buyers then take it to every buyer.
    for (let n = 0; n < 20; n++) {
      await realBuyer(canary, n, { trial: false });
      await realBuyer(canary, 100 + n, { trial: true });
    }
    await canary.look();
    expect(await canary.lastByCanary()).toMatchObject({ action: 'release', judged: { verdict: 'pass' } });
    expect((await canary.lastByCanary())?.judged).toMatchObject({ buyers: { main: 20, trial: 20 } });
  });

  it('rolls back a build failing for 12 of its 24 buyers whatever 25 page loads of the current build post (it released: 50.0% against 51.0%, p=0.63)', async () => {
    for (let n = 0; n < 24; n++) await realBuyer(canary, n, { trial: false });
    for (let n = 0; n < 24; n++) await realBuyer(canary, 100 + n, { trial: true, loads: n % 2 === 0 });
    for (let n = 0; n < 25; n++) await report(canary.shop, await pageSession(canary, false, FORGER), FAILED);
    await canary.look();
    const move = await canary.lastByCanary();
    expect(move).toMatchObject({ action: 'rollback', from: TRIAL, to: MAIN, judged: { verdict: 'fail' } });
    expect((move?.judged as { summary: string }).summary).toMatch(/loadFailed fail: trial 50\.0%, current 0\.0%/);
  });

  it("counts one LCP per buyer: a buyer's 100 posts of a slow page, and a page load's, do not roll a sound build back", async () => {
    for (let n = 0; n < 20; n++) {
      await realBuyer(canary, n, { trial: false, lcpMs: 900 });
      await realBuyer(canary, 100 + n, { trial: true, lcpMs: 900 });
    }
    const forger = await realBuyer(canary, 200, { trial: true, lcpMs: 20_000 });
    const page = await pageSession(canary, true, FORGER);
    for (let n = 0; n < 100; n++) {
      await report(canary.shop, forger, { page: '/en/points', vital: { name: 'LCP', value: 20_000 } });
      await report(canary.shop, page, { page: '/en/points', vital: { name: 'INP', value: 20_000 } });
    }
    await canary.look();
    const move = await canary.lastByCanary();
    expect(move).toMatchObject({ action: 'release', judged: { verdict: 'pass' } });
    const lcp = (move?.judged as { figures: { figure: string; samples: unknown }[] }).figures.find(
      (figure) => figure.figure === 'lcpP75',
    );
    expect(lcp?.samples).toEqual({ main: 20, trial: 21 });
  });

  it("holds, and does not roll back, a build whose buyers' pages alone say it is slower", async () => {
    // Forgers who paid for every step of a journey are buyers: their pages' word is a buyer's, and no more.
    for (let n = 0; n < 20; n++) {
      await realBuyer(canary, n, { trial: false, lcpMs: 900 });
      await realBuyer(canary, 100 + n, { trial: true, lcpMs: 6000 });
    }
    await canary.look();
    const move = await canary.lastByCanary();
    expect(move).toMatchObject({ action: 'hold', judged: { verdict: 'unconfirmed' } });
    expect(move?.verdict).toMatch(/^held: only its buyers' pages say it is worse/);
    expect(await registryPoints()).toMatchObject({ trial: { manifest: TRIAL, share: 50 } });
    expect(await canary.metrics.registry.getSingleMetricAsString('shop_canary_held')).toContain(
      'shop_canary_held{step="points"} 1',
    );
  });
});

describe('the default plan', () => {
  beforeEach(async () => {
    canary = await canaryShop(DEFAULT);
  });

  it('does not roll back a sound build for failures posted from 500 page loads of each build', async () => {
    for (let n = 0; n < 500; n++) {
      await pageSession(canary, false, FORGER);
      await report(canary.shop, await pageSession(canary, true, FORGER), FAILED);
    }
    await canary.look();
    expect(await canary.lastByCanary()).toBeUndefined();
    expect(await canary.metrics.registry.getSingleMetricAsString('shop_step_builds_total')).not.toContain(
      'event="buyer"',
    );
  }, 60_000);

  it('rolls back at once a build failing for half of its first 24 buyers whatever 25 page loads of the current build post', async () => {
    for (let n = 0; n < 24; n++) await realBuyer(canary, n, { trial: false });
    for (let n = 0; n < 24; n++) await realBuyer(canary, 100 + n, { trial: true, loads: n % 2 === 0 });
    for (let n = 0; n < 25; n++) await report(canary.shop, await pageSession(canary, false, FORGER), FAILED);
    await canary.look();
    expect(await canary.lastByCanary()).toMatchObject({ action: 'rollback', judged: { verdict: 'fail' } });
  });
});
