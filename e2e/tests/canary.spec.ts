// A release that watches itself (docs/step-release.md): `npm run release -- <step> <version> --canary` into a shop of
// the test's own, then synthetic buyers (e2e/support/syntheticBuyers.ts: the journey the shop checks, the page, its
// arrival at the step, the build's remote entry, the page's reports, the step's insurer calls, the next step's) until
// the shop's canary acts on its own. A points build that fails to load for a third of its buyers and a contract build
// whose insurer calls fail twice as often are rolled back, each with its verdict and figures in the history; one whose
// remote entry comes 500 ms later is held (only pages measure their speed), which `status --json` shows and `abort`
// ends; a sound points build goes through its stages to every buyer. Stages, windows and minimum samples are the
// builds' step.json's, small enough for a run of a minute or two; the rules they check are judge.test.ts's.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { canaryShop, type CanaryShop } from '../support/canaryShop';
import { ROOT } from '../support/shop';
import { buyersUntil, pointsBuyer, stepServer, syntheticBuyer, type StepServer } from '../support/syntheticBuyers';

test.describe.configure({ mode: 'serial' });

/** A plan for a test run: judged at 30 buyers a build, at once (no stage time), after a first stage of half the buyers. */
const QUICK = {
  stages: [50, 100],
  minBuyers: 30,
  minCalls: 200,
  minVitals: 30,
  minStageSeconds: 0,
  holdAfterSeconds: 600,
};

let steps: StepServer;
let canary: CanaryShop;

/** A shop of its own whose `step` runs a copy of the run's build; answers that build's manifest. */
async function shopWith(step: string) {
  await canary?.shop.stop();
  canary = await canaryShop(steps, step, QUICK);
  return canary.base;
}
const registry = () => canary.registry();
const byCanary = () => canary.history().filter((entry) => entry.by === 'canary');

test.beforeAll(async () => {
  steps = await stepServer();
});

test.afterAll(async () => {
  await canary?.shop.stop();
  await steps?.stop();
});

/** `npm run release -- <args> --json` against the test's shop, its answer. */
const releaseCommand = (...args: string[]) =>
  JSON.parse(
    spawnSync(
      process.execPath,
      [path.join(ROOT, 'scripts', 'release.mjs'), ...args, '--registry', canary.registryFile],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    ).stdout,
  );

test('a points build that fails to load for a third of its buyers is rolled back on its own, with its figures', async () => {
  test.setTimeout(180_000);
  const base = await shopWith('points');
  const broken = steps.copy('points', 'failsathird', QUICK, { failEvery: 3 });
  await canary.releaseCanary(broken);
  expect(registry().points?.trial).toMatchObject({ manifest: `${steps.url}/${broken}/mf-manifest.json`, share: 50 });
  const move = await canary.untilTheCanaryMoves(() => pointsBuyer(canary.shop.url));
  expect(move).toMatchObject({
    action: 'rollback',
    step: 'points',
    from: `${steps.url}/${broken}/mf-manifest.json`,
    to: base,
    judged: { verdict: 'fail' },
  });
  expect(move.judged?.figures.find((figure) => figure.figure === 'loadFailed')).toMatchObject({ outcome: 'fail' });
  expect(move.judged?.figures.find((figure) => figure.figure === 'loadFailed')?.trial).toBeGreaterThan(0.2);
  expect(registry().points).toMatchObject({ manifest: base });
  expect(registry().points?.trial).toBeUndefined();
  // Buyers who had the broken build run the current one from their next page.
  await expect.poll(() => pointsBuyer(canary.shop.url)).toBe(base);
  const lines = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), 'history', 'points', '--registry', canary.registryFile],
    { cwd: ROOT, encoding: 'utf8' },
  ).stdout;
  expect(lines).toMatch(
    /canary {2}rollback points: .*failsathird.* -> .*basepoints.*\n\s+judged: fail \(buyers: trial \d+, current \d+, minimum 30\); loadFailed fail: trial \d+\.\d%/,
  );
});

test('a points build whose step comes 500 ms later is held on its LCP, which only pages report', async () => {
  test.setTimeout(180_000);
  await shopWith('points');
  const slow = steps.copy('points', 'slower', QUICK, { delayMs: 500 });
  await canary.releaseCanary(slow);
  const move = await canary.untilTheCanaryMoves(() => pointsBuyer(canary.shop.url));
  expect(move).toMatchObject({ action: 'hold', share: 50, judged: { verdict: 'unconfirmed' } });
  const lcp = move.judged?.figures.find((figure) => figure.figure === 'lcpP75');
  expect(lcp?.outcome).toBe('unconfirmed');
  expect((lcp?.trial ?? 0) - (lcp?.main ?? 0)).toBeGreaterThan(300);
  expect(registry().points?.trial).toMatchObject({ manifest: `${steps.url}/${slow}/mf-manifest.json`, share: 50 });
  // What the team sees of it, and what it does: its stage and verdict, then its end (docs/step-release.md).
  const { steps: status } = releaseCommand('status', 'points', '--json');
  expect(status).toEqual([
    expect.objectContaining({
      step: 'points',
      trial: { build: slow, share: 50 },
      canary: expect.objectContaining({ build: slow, stage: 1, stages: [50, 100], share: 50, held: true }),
      lastVerdict: expect.objectContaining({ build: slow, verdict: 'unconfirmed', action: 'hold' }),
    }),
  ]);
  expect(releaseCommand('abort', 'points', '--json')).toMatchObject({ build: `${steps.url}/${slow}/mf-manifest.json` });
  expect(registry().points?.trial).toBeUndefined();
  expect(releaseCommand('status', 'points', '--json').steps[0]).toMatchObject({ trial: null, canary: null });
});

test('a contract build whose insurer calls fail twice as often is rolled back on them', async () => {
  test.setTimeout(180_000);
  const base = await shopWith('contract');
  // The judge counts a buyer whose calls failed, once (docs/step-release.md, "Reading a verdict"): one of whose 4
  // searches failed, 59% of the current build's buyers and 90% of the careless build's. At 150 buyers with calls a
  // build the difference falls short of the judge's p < 0.005 with a chance below one in a thousand.
  const careless = steps.copy('contract', 'careless', { ...QUICK, minCalls: 150 });
  await canary.releaseCanary(careless);
  // The contract step's own searches, a model and a place, twice: a one-letter search is refused by the insurer (400).
  // Buyers type one in 5 searches whatever their build; the careless build also sends half of its place searches
  // without their country (400 too): 20% of the current build's calls fail, 40% of the careless build's. The contract
  // step needs only an offer, which the shop does not see: its buyers need no journey of their own.
  const search = (careless: boolean) => {
    const query = () => `q=${encodeURIComponent(Math.random() < 0.2 ? 'К' : 'Ки')}`;
    const place = () => `/place?${careless && Math.random() < 0.5 ? '' : 'country=UA&'}${query()}`;
    return [`/model?${query()}`, place(), `/model?${query()}`, place()];
  };
  // A buyer of the careless build acts out its code, known by the build its page got.
  const contractBuyer = () =>
    syntheticBuyer(canary.shop.url, 'contract', '/en/contract', {
      calls: (manifest) => search(manifest.includes('careless')),
    });
  const move = await canary.untilTheCanaryMoves(contractBuyer, 1200);
  expect(move).toMatchObject({ action: 'rollback', step: 'contract', to: base, judged: { verdict: 'fail' } });
  const errors = move.judged?.figures.find((figure) => figure.figure === 'callErrors');
  expect(errors?.outcome).toBe('fail');
  expect((errors?.trial ?? 0) - (errors?.main ?? 1)).toBeGreaterThan(0.15);
});

test('a sound points build goes through its stages to every buyer on its own', async () => {
  test.setTimeout(240_000);
  const base = await shopWith('points');
  const sound = steps.copy('points', 'sound', { ...QUICK, stages: [30, 60, 100] });
  await canary.releaseCanary(sound);
  await buyersUntil(
    () => pointsBuyer(canary.shop.url),
    async () => byCanary().some((entry) => entry.action === 'release'),
    { most: 800 },
  );
  expect(byCanary().map(({ action, share, judged }) => ({ action, share, verdict: judged?.verdict }))).toEqual([
    { action: 'share', share: 60, verdict: 'pass' },
    { action: 'release', share: undefined, verdict: 'pass' },
  ]);
  expect(registry().points).toMatchObject({ manifest: `${steps.url}/${sound}/mf-manifest.json` });
  expect(registry().points?.trial).toBeUndefined();
  expect(byCanary()[0]).toMatchObject({ from: base });
});
