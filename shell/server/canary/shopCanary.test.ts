/** @jest-environment node */
// The canary in a running shop server, fed as real buyers feed it (testing/canaryShop.ts): the journey to the points
// step in their sessions, their pages' arrival there and reports, the payment step's call. A build that fails to load
// for a third of its buyers is rolled back on its own, with the verdict's figures in the history; a sound one goes to
// every buyer on its own; a buyer who reached the step inside the page counts as one who loaded it.
import { canaryPlan } from '@greencard/release/canaryPlan';
import { canaryShop, fakeCanaryInterval, MAIN, realBuyer, report, TRIAL, type CanaryShop } from './testing/canaryShop';

const plan = canaryPlan({
  stages: [10, 100],
  minBuyers: 30,
  minVitals: 30,
  minStageSeconds: 0,
  holdAfterSeconds: 3600,
});

let canary: CanaryShop;
beforeEach(async () => {
  fakeCanaryInterval();
  canary = await canaryShop(plan);
});
afterEach(async () => {
  await canary.close();
  jest.useRealTimers();
});

const builds = () => canary.metrics.registry.getSingleMetricAsString('shop_step_builds_total');

it('rolls back a build that fails to load for a third of its buyers, with the figures in the history', async () => {
  for (let n = 0; n < 36; n++) await realBuyer(canary, n, { trial: false, lcpMs: 900 });
  for (let n = 36; n < 66; n++) await realBuyer(canary, n, { trial: true, loads: n % 3 !== 0, lcpMs: 900 });
  await canary.look();
  const entry = await canary.lastByCanary();
  expect(entry).toMatchObject({
    action: 'rollback',
    from: TRIAL,
    to: MAIN,
    judged: { verdict: 'fail', buyers: { main: 36, trial: 30, min: 30 } },
  });
  expect((entry?.judged as { summary: string }).summary).toMatch(
    /loadFailed fail: trial 33\.3%, current 0\.0%, p=\S+ \(worked: trial 66\.7%, current 100\.0%\)/,
  );
  expect((await canary.record.read())?.registry.points).toMatchObject({ manifest: MAIN });
  expect((await canary.record.read())?.registry.points).not.toHaveProperty('trial');
  expect(await canary.metrics.registry.getSingleMetricAsString('shop_canary_verdicts_total')).toContain(
    'shop_canary_verdicts_total{step="points",verdict="fail"} 1',
  );
  expect(await builds()).toContain('shop_step_builds_total{event="buyer",step="points",build="1.1.0+b"} 30');
}, 60_000);

it('takes a sound build to every buyer on its own, its buyers having reached the next step as often', async () => {
  for (let n = 0; n < 30; n++) {
    await realBuyer(canary, n, { trial: false, lcpMs: 900 });
    await realBuyer(canary, 100 + n, { trial: true, lcpMs: 900 });
  }
  await canary.look();
  const entry = await canary.lastByCanary();
  expect(entry).toMatchObject({ action: 'release', from: MAIN, to: TRIAL, judged: { verdict: 'pass' } });
  const reached = (entry?.judged as { figures: { figure: string; main: number; trial: number }[] }).figures.find(
    (figure) => figure.figure === 'reachedNext',
  );
  expect(reached).toMatchObject({ main: 1, trial: 1 });
  expect((await canary.record.read())?.registry.points).toMatchObject({ manifest: TRIAL });
  expect(await builds()).toContain('shop_step_builds_total{event="reached",step="points",build="1.1.0+b"} 30');
}, 60_000);

it('counts a buyer who reached the step inside the page, the shop serving no page of it', async () => {
  // The buyer's page is the shop's home page; the points step is reached by the journey, in the page.
  const buyer = await realBuyer(canary, 1, { trial: true, loads: false, landing: '/en/' });
  expect(await builds()).toContain('shop_step_builds_total{event="buyer",step="points",build="1.1.0+b"} 1');
  expect(await builds()).not.toContain('event="page",step="points"');
  // Its page's reports are a buyer's.
  expect(await canary.metrics.registry.getSingleMetricAsString('shop_page_problems_total')).toContain(
    'shop_page_problems_total{kind="step_load_failed",page="/points",step="points",build="1.1.0+b"} 1',
  );
  expect(await report(canary.shop, buyer, { page: '/en/points', arrived: 'points' })).toBe(204);
  expect(await builds()).toContain('shop_step_builds_total{event="buyer",step="points",build="1.1.0+b"} 1');
});
