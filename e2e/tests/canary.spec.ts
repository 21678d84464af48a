// A release that watches itself (docs/step-release.md): `npm run release -- <step> <version> --canary` into a shop of
// the test's own, then synthetic buyers (e2e/support/syntheticBuyers.ts: the page, the build's remote entry, the page's
// reports, the step's insurer calls, the next step) until the shop's canary acts on its own. A points build that
// fails to load for a third of its buyers, one whose remote entry comes 500 ms later, and a contract build whose
// insurer calls fail twice as often are rolled back, each with its verdict and figures in the history; a sound points
// build goes through its stages to every buyer. Stages, windows and minimum samples are the builds' step.json's, small
// enough for a run of a minute or two; the rules they check are judge.test.ts's.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { buildEntry, defaultRegistry, ROOT, startShell, type Running } from '../support/shop';
import { buyersUntil, stepServer, syntheticBuyer, type StepServer } from '../support/syntheticBuyers';

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
let shop: Running;
let registryFile: string;

interface HistoryLine {
  by: string;
  action: string;
  step: string;
  from: string | null;
  to: string | null;
  share?: number;
  judged?: {
    verdict: string;
    summary: string;
    figures: { figure: string; outcome: string; main?: number; trial?: number }[];
  };
}
const history = (): HistoryLine[] =>
  readFileSync(`${registryFile}.history.jsonl`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
const byCanary = () => history().filter((entry) => entry.by === 'canary');
const registry = () =>
  JSON.parse(readFileSync(registryFile, 'utf8')) as Record<
    string,
    { manifest: string; trial?: { manifest: string; share: number } }
  >;

/**
 * `npm run release -- <step> <folder> --canary` against the test's record. Not spawnSync: the release loads the
 * build from the step server of this process, which answers only while the process is free to.
 */
async function releaseCanary(step: string, folder: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'scripts', 'release.mjs'),
      step,
      folder,
      '--registry',
      registryFile,
      '--origin',
      steps.url,
      '--canary',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  expect(stdout).toContain('A canary:');
}

/** A shop of its own whose `step` runs a copy of the run's build (`base`), with a canary-ready metrics listener. */
async function shopWith(step: string) {
  await shop?.stop();
  const base = steps.copy(step, `base${step}`, QUICK);
  registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'greencard-canary-')), 'remotes.json');
  const entry = buildEntry(`${steps.url}/${base}/mf-manifest.json`, step, path.join(steps.root, base));
  shop = await startShell({ ...defaultRegistry(), [step]: entry }, registryFile, {
    METRICS_PORT: String(await freePort()),
    CANARY_TICK_MS: '250',
    CANARY_BUCKET_MS: '1000',
    PAGE_REPORT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  return `${steps.url}/${base}/mf-manifest.json`;
}

test.beforeAll(async () => {
  steps = await stepServer();
});
test.afterAll(async () => {
  await shop?.stop();
  await steps?.stop();
});

const pointsBuyer = () => syntheticBuyer(shop.url, 'points', '/en/points', '/en/payment');

/** Buyers until the canary's first move, at most `most`; answers its history entry. */
async function untilTheCanaryMoves(buyer: () => Promise<unknown>, most = 400) {
  await buyersUntil(buyer, async () => byCanary().length > 0, { most });
  await expect.poll(() => byCanary().length, { timeout: 5000 }).toBeGreaterThan(0);
  return byCanary()[0] as HistoryLine;
}

test('a points build that fails to load for a third of its buyers is rolled back on its own, with its figures', async () => {
  test.setTimeout(180_000);
  const base = await shopWith('points');
  const broken = steps.copy('points', 'failsathird', QUICK, { failEvery: 3 });
  await releaseCanary('points', broken);
  expect(registry().points?.trial).toMatchObject({ manifest: `${steps.url}/${broken}/mf-manifest.json`, share: 50 });
  const move = await untilTheCanaryMoves(pointsBuyer);
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
  await expect.poll(() => pointsBuyer()).toBe(base);
  const lines = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts', 'release.mjs'), 'history', 'points', '--registry', registryFile],
    { cwd: ROOT, encoding: 'utf8' },
  ).stdout;
  expect(lines).toMatch(
    /canary {2}rollback points: .*failsathird.* -> .*basepoints.*\n\s+judged: fail \(buyers: trial \d+, current \d+, minimum 30\); loadFailed fail: trial \d+\.\d%/,
  );
});

test('a points build whose step comes 500 ms later is rolled back on its LCP', async () => {
  test.setTimeout(180_000);
  const base = await shopWith('points');
  const slow = steps.copy('points', 'slower', QUICK, { delayMs: 500 });
  await releaseCanary('points', slow);
  const move = await untilTheCanaryMoves(pointsBuyer);
  expect(move).toMatchObject({ action: 'rollback', to: base, judged: { verdict: 'fail' } });
  const lcp = move.judged?.figures.find((figure) => figure.figure === 'lcpP75');
  expect(lcp?.outcome).toBe('fail');
  expect((lcp?.trial ?? 0) - (lcp?.main ?? 0)).toBeGreaterThan(300);
});

test('a contract build whose insurer calls fail twice as often is rolled back on them', async () => {
  test.setTimeout(180_000);
  const base = await shopWith('contract');
  // 600 calls a build, not QUICK's 200: at 200, 20% against 40% falls short of the judge's p < 0.002 in about one run
  // in 16 (measured: 25.0% against 35.5%, p = 0.013); at 600 the chance is below one in a million.
  const careless = steps.copy('contract', 'careless', { ...QUICK, minCalls: 600 });
  await releaseCanary('contract', careless);
  // The contract step's own searches, a model and a place, twice: a one-letter search is refused by the insurer (400).
  // Buyers type one in 5 searches whatever their build; the careless build also sends half of its place searches
  // without their country (400 too): 20% of the current build's calls fail, 40% of the careless build's.
  const search = (careless: boolean) => {
    const query = () => `q=${encodeURIComponent(Math.random() < 0.2 ? 'К' : 'Ки')}`;
    const place = () => `/place?${careless && Math.random() < 0.5 ? '' : 'country=UA&'}${query()}`;
    return [`/model?${query()}`, place(), `/model?${query()}`, place()];
  };
  // A buyer of the careless build acts out its code, known by the build its page got.
  const contractBuyer = () =>
    syntheticBuyer(shop.url, 'contract', '/en/contract', '/en/confirm', {
      calls: (manifest) => search(manifest.includes('careless')),
    });
  const move = await untilTheCanaryMoves(contractBuyer, 1200);
  expect(move).toMatchObject({ action: 'rollback', step: 'contract', to: base, judged: { verdict: 'fail' } });
  const errors = move.judged?.figures.find((figure) => figure.figure === 'callErrors');
  expect(errors?.outcome).toBe('fail');
  expect((errors?.trial ?? 0) / (errors?.main ?? 1)).toBeGreaterThan(1.4);
});

test('a sound points build goes through its stages to every buyer on its own', async () => {
  test.setTimeout(240_000);
  const base = await shopWith('points');
  const sound = steps.copy('points', 'sound', { ...QUICK, stages: [30, 60, 100] });
  await releaseCanary('points', sound);
  await buyersUntil(pointsBuyer, async () => byCanary().some((entry) => entry.action === 'release'), { most: 800 });
  expect(byCanary().map(({ action, share, judged }) => ({ action, share, verdict: judged?.verdict }))).toEqual([
    { action: 'share', share: 60, verdict: 'pass' },
    { action: 'release', share: undefined, verdict: 'pass' },
  ]);
  expect(registry().points).toMatchObject({ manifest: `${steps.url}/${sound}/mf-manifest.json` });
  expect(registry().points?.trial).toBeUndefined();
  expect(byCanary()[0]).toMatchObject({ from: base });
});
