import { DEFAULT_PLAN } from '@greencard/release/canaryPlan';
import {
  FIRST_BUYERS,
  judge,
  judgementLine,
  vitalBin,
  VITAL_BOUNDS_MS,
  type BuildFigures,
  type JudgeThresholds,
} from './judge';
import { binnedQuantile, fisherGreater, mannWhitneyGreater, normalUpperTail } from './statistics';

/** A seeded generator (mulberry32): the same buyers on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const THRESHOLDS: JudgeThresholds = {
  minBuyers: 100,
  minCalls: 100,
  minVitals: 50,
  alpha: 0.01,
  minRateIncrease: 0.01,
  lcpMarginMs: 200,
  inpMarginMs: 50,
};

interface Behaviour {
  loadFails: number;
  hydration: number;
  reaches: number;
  /** The share of buyers who make the step's insurer calls, and of those the share who have one fail. */
  calls: number;
  callFails: number;
  lcpMs: number;
  inpMs: number;
}
const SOUND: Behaviour = {
  loadFails: 0.02,
  hydration: 0.01,
  reaches: 0.7,
  calls: 0.9,
  callFails: 0.1,
  lcpMs: 900,
  inpMs: 120,
};

const emptyFigures = (buyers: number): BuildFigures => ({
  buyers,
  loadFailed: 0,
  hydrationMismatch: 0,
  worked: 0,
  reachedNext: 0,
  calls: 0,
  callErrors: 0,
  lcp: new Array<number>(VITAL_BOUNDS_MS.length + 1).fill(0),
  inp: new Array<number>(VITAL_BOUNDS_MS.length + 1).fill(0),
});

/**
 * `buyers` synthetic buyers behaving so, each counted once per figure as the shop counts them: a buyer whose step
 * failed to load makes no call and goes no further; the step worked for one who made its calls or reached the next.
 */
function buyersOf(buyers: number, behaviour: Behaviour, next: () => number): BuildFigures {
  const figures = emptyFigures(buyers);
  for (let i = 0; i < buyers; i++) {
    if (next() < behaviour.loadFails) {
      figures.loadFailed++;
      continue;
    }
    if (next() < behaviour.hydration) figures.hydrationMismatch++;
    const reaches = next() < behaviour.reaches;
    const calls = next() < behaviour.calls;
    if (reaches) figures.reachedNext++;
    if (reaches || calls) figures.worked++;
    if (calls) {
      figures.calls++;
      if (next() < behaviour.callFails) figures.callErrors++;
    }
    (figures.lcp[vitalBin(behaviour.lcpMs * (0.6 + 0.8 * next()))] as number)++;
    (figures.inp[vitalBin(behaviour.inpMs * (0.6 + 0.8 * next()))] as number)++;
  }
  return figures;
}

const figureOf = (name: string, judgement: ReturnType<typeof judge>) =>
  judgement.figures.find((figure) => figure.figure === name);

describe('the tests the judge uses', () => {
  it("Fisher's exact test, one-sided, as by hand", () => {
    // 3 of 4 against 0 of 4: only that table or a more extreme one, C(3,3)C(5,1)/C(8,4) = 5/70.
    expect(fisherGreater(3, 4, 0, 4)).toBeCloseTo(5 / 70, 10);
    // No worse at all: every table is at least as extreme.
    expect(fisherGreater(0, 10, 5, 10)).toBeCloseTo(1, 10);
    // 10 of 10 against 0 of 10: 1/C(20,10).
    expect(fisherGreater(10, 10, 0, 10)).toBeCloseTo(1 / 184756, 12);
    // Large counts stay finite and small.
    expect(fisherGreater(3000, 10000, 1000, 10000)).toBeLessThan(1e-100);
  });

  it('the normal tail at known points', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 5);
    expect(normalUpperTail(-1.644854)).toBeCloseTo(0.95, 5);
  });

  it('Mann-Whitney U sees a later distribution, and neither side of a like one', () => {
    const early = [0, 10, 20, 10, 0, 0];
    const late = [0, 0, 10, 20, 10, 0];
    expect(mannWhitneyGreater(late, early)).toBeLessThan(1e-6);
    expect(mannWhitneyGreater(early, late)).toBeGreaterThan(0.999);
    expect(mannWhitneyGreater(early, early)).toBeGreaterThan(0.4);
    // Every value in one bin: nothing to rank.
    expect(mannWhitneyGreater([0, 5], [0, 7])).toBe(1);
    expect(mannWhitneyGreater([], [1, 2])).toBe(1);
  });

  it('Mann-Whitney U agrees with the exact count of pairs on a small sample', () => {
    // A: 3, 4, 5, B: 1, 2, 3: 8 pairs with A above B and one tie, U = 8.5 of 9; z = 3.5 / sqrt(5.1), p about 0.06.
    const a = [0, 0, 0, 1, 1, 1];
    const b = [0, 1, 1, 1, 0, 0];
    const p = mannWhitneyGreater(a, b);
    expect(p).toBeGreaterThan(0.04);
    expect(p).toBeLessThan(0.08);
  });

  it('the 75th percentile of binned values, interpolated in its bin', () => {
    expect(binnedQuantile([100, 200], [0, 4, 0], 0.75)).toBeCloseTo(175, 10);
    expect(binnedQuantile([100, 200], [4, 0, 0], 0.5)).toBeCloseTo(50, 10);
    // Above the last bound: read as the bound.
    expect(binnedQuantile([100, 200], [0, 0, 3], 0.75)).toBe(200);
    expect(binnedQuantile([100, 200], [0, 0, 0], 0.75)).toBeUndefined();
  });

  it('puts a vital in the first bin whose bound holds it', () => {
    expect(vitalBin(0)).toBe(0);
    expect(vitalBin(50)).toBe(0);
    expect(vitalBin(51)).toBe(1);
    expect(vitalBin(1e9)).toBe(VITAL_BOUNDS_MS.length);
  });
});

describe('the judge', () => {
  it('reaches no verdict on fewer buyers than the minimum, whatever the figures, but a build failing for most', () => {
    const next = random(1);
    for (let run = 0; run < 300; run++) {
      const few = Math.floor(next() * THRESHOLDS.minBuyers);
      const many = THRESHOLDS.minBuyers + Math.floor(next() * 1000);
      const broken = buyersOf(few, { ...SOUND, loadFails: 0, callFails: 0.9, reaches: 0.1, lcpMs: 9000 }, next);
      const sound = buyersOf(many, SOUND, next);
      const [main, trial] = next() < 0.5 ? [sound, broken] : [broken, sound];
      const judgement = judge(main, trial, THRESHOLDS);
      expect(judgement.verdict).toBe('insufficient');
      expect(judgement.figures).toEqual([]);
    }
    // One buyer more than the minimum and the same broken build fails.
    const at = judge(
      buyersOf(THRESHOLDS.minBuyers, SOUND, next),
      buyersOf(THRESHOLDS.minBuyers, { ...SOUND, callFails: 0.9, reaches: 0.1 }, next),
      THRESHOLDS,
    );
    expect(at.verdict).toBe('fail');
  });

  it('with the default plan, rolls back a build that fails for every one of its first buyers, not waiting for 500', () => {
    const next = random(11);
    const main = buyersOf(19 * FIRST_BUYERS, SOUND, next);
    const failing = buyersOf(FIRST_BUYERS, { ...SOUND, loadFails: 1 }, next);
    const judgement = judge(main, failing, DEFAULT_PLAN);
    expect(judgement).toMatchObject({ verdict: 'fail', buyers: { trial: 20, main: 380, min: 500 } });
    expect(judgement.figures).toEqual([
      expect.objectContaining({
        figure: 'loadFailed',
        outcome: 'fail',
        trial: 1,
        worked: expect.objectContaining({ trial: 0 }),
      }),
    ]);
    expect(judgementLine(judgement)).toMatch(
      /^fail \(buyers: trial 20, current 380, minimum 500\); loadFailed fail: trial 100\.0%, current \d\.\d%, p=.*\(worked: trial 0\.0%, current \d+\.\d%\)$/,
    );
    // One buyer fewer, failing for fewer than half of its first buyers, or as often as the current build: it waits.
    expect(judge(main, buyersOf(FIRST_BUYERS - 1, { ...SOUND, loadFails: 1 }, next), DEFAULT_PLAN).verdict).toBe(
      'insufficient',
    );
    const some = { ...failing, loadFailed: FIRST_BUYERS / 2 - 1, worked: FIRST_BUYERS / 2 + 1 };
    expect(judge(main, some, DEFAULT_PLAN).verdict).toBe('insufficient');
    const everyoneFails = buyersOf(19 * FIRST_BUYERS, { ...SOUND, loadFails: 1 }, next);
    expect(judge(everyoneFails, failing, DEFAULT_PLAN).verdict).toBe('insufficient');
  });

  it("fails a build that fails to load for a third of its buyers, with the figures and the shop's sign", () => {
    const next = random(2);
    const judgement = judge(
      buyersOf(150, SOUND, next),
      buyersOf(150, { ...SOUND, loadFails: 1 / 3 }, next),
      THRESHOLDS,
    );
    expect(judgement.verdict).toBe('fail');
    const loadFailed = figureOf('loadFailed', judgement);
    expect(loadFailed).toMatchObject({ outcome: 'fail', samples: { main: 150, trial: 150 } });
    expect(loadFailed?.trial).toBeGreaterThan(0.2);
    expect(loadFailed?.p).toBeLessThan(judgement.alpha);
    expect(loadFailed?.worked?.p).toBeLessThan(judgement.alpha);
    expect(judgementLine(judgement)).toMatch(
      /^fail \(buyers: trial 150, current 150, minimum 100\); loadFailed fail: trial \d+\.\d%, current \d\.\d%, p=\S+ \(worked: trial \d+\.\d%, current \d+\.\d%\)/,
    );
  });

  it('holds, not fails, a build that adds 500 ms to LCP (only pages measure it), and passes one within the margin', () => {
    const next = random(3);
    const slow = judge(
      buyersOf(200, SOUND, next),
      buyersOf(200, { ...SOUND, lcpMs: SOUND.lcpMs + 500 }, next),
      THRESHOLDS,
    );
    expect(slow.verdict).toBe('unconfirmed');
    const lcp = figureOf('lcpP75', slow);
    expect(lcp?.outcome).toBe('unconfirmed');
    expect((lcp?.trial ?? 0) - (lcp?.main ?? 0)).toBeGreaterThan(300);
    const barely = judge(
      buyersOf(2000, SOUND, next),
      buyersOf(2000, { ...SOUND, lcpMs: SOUND.lcpMs + 100 }, next),
      THRESHOLDS,
    );
    // Certainly later, by less than the margin: a pass.
    expect(figureOf('lcpP75', barely)?.p).toBeLessThan(1e-6);
    expect(figureOf('lcpP75', barely)?.outcome).toBe('pass');
  });

  it("fails a build whose buyers' insurer calls fail twice as often", () => {
    const next = random(4);
    const judgement = judge(
      buyersOf(600, { ...SOUND, callFails: 0.1 }, next),
      buyersOf(600, { ...SOUND, callFails: 0.2 }, next),
      THRESHOLDS,
    );
    expect(judgement.verdict).toBe('fail');
    expect(figureOf('callErrors', judgement)?.outcome).toBe('fail');
  });

  it('fails a build whose buyers reach the next step less often', () => {
    const next = random(5);
    const judgement = judge(buyersOf(500, SOUND, next), buyersOf(500, { ...SOUND, reaches: 0.5 }, next), THRESHOLDS);
    expect(figureOf('reachedNext', judgement)).toMatchObject({ outcome: 'fail' });
    expect(figureOf('reachedNext', judgement)?.trial).toBeLessThan(figureOf('reachedNext', judgement)?.main as number);
  });

  it('passes a build that does better', () => {
    const next = random(6);
    const better = { ...SOUND, loadFails: 0, callFails: 0.01, lcpMs: 500, reaches: 0.9 };
    expect(judge(buyersOf(300, SOUND, next), buyersOf(300, better, next), THRESHOLDS).verdict).toBe('pass');
  });

  it('fails or holds a sound build rarely: at most alpha of the verdicts, over many stages', () => {
    const next = random(7);
    const runs = 400;
    let failed = 0;
    let held = 0;
    for (let run = 0; run < runs; run++) {
      const { verdict } = judge(buyersOf(200, SOUND, next), buyersOf(200, SOUND, next), THRESHOLDS);
      if (verdict === 'fail') failed++;
      if (verdict === 'unconfirmed') held++;
    }
    // Binomial(400, 0.01) is above 10 with a chance below 0.3%.
    expect(failed + held).toBeLessThanOrEqual(10);
  });

  it('waits for enough buyers with calls and vitals, unless another figure already fails', () => {
    const next = random(8);
    const fewCalls = { ...SOUND, calls: 0.1 };
    const main = buyersOf(150, fewCalls, next);
    const trialSound = buyersOf(150, fewCalls, next);
    const waiting = judge(main, trialSound, THRESHOLDS);
    expect(waiting.verdict).toBe('insufficient');
    expect(figureOf('callErrors', waiting)?.outcome).toBe('wait');
    const broken = buyersOf(150, { ...fewCalls, reaches: 0.2 }, next);
    expect(judge(main, broken, THRESHOLDS).verdict).toBe('fail');
  });

  it('judges no figure neither build has: a step without calls, the last step, pages without interaction', () => {
    const next = random(9);
    const quiet = { ...SOUND, calls: 0, reaches: 0 };
    const main = { ...buyersOf(150, quiet, next), inp: emptyFigures(0).inp };
    const trial = { ...buyersOf(150, quiet, next), inp: emptyFigures(0).inp };
    const judgement = judge(main, trial, THRESHOLDS);
    expect(judgement.verdict).toBe('pass');
    expect(judgement.figures.filter((figure) => figure.outcome === 'none').map((figure) => figure.figure)).toEqual([
      'callErrors',
      'reachedNext',
      'inpP75',
    ]);
    // The alpha is shared among the three figures judged.
    expect(judgement.alpha).toBeCloseTo(THRESHOLDS.alpha / 3, 12);
  });

  it('clamps counts that exceed their buyers', () => {
    const next = random(10);
    const main = buyersOf(150, SOUND, next);
    const trial = { ...buyersOf(150, SOUND, next), loadFailed: 400, worked: 0 };
    expect(figureOf('loadFailed', judge(main, trial, THRESHOLDS))?.trial).toBe(1);
  });
});

describe('the judge against forged reports', () => {
  // What a forger can add to a build's figures: reports, from buyers whose calls the shop sees as they are.
  const next = random(12);
  const sound = () => buyersOf(300, SOUND, next);

  it('does not fail a sound build whose buyers all report it failed to load, while the step worked for them', () => {
    const main = sound();
    const forged = { ...buyersOf(300, SOUND, next), worked: main.worked, loadFailed: 300 };
    const judgement = judge(main, forged, THRESHOLDS);
    expect(judgement.verdict).toBe('unconfirmed');
    expect(figureOf('loadFailed', judgement)).toMatchObject({ outcome: 'unconfirmed', trial: 1 });
  });

  it("waits on load failures while the shop's sign points the same way but is not yet as certain", () => {
    const main = sound();
    // A fifth of the trial's buyers report failures, and a few fewer of them than of the current build's worked.
    const lagging = { ...buyersOf(300, SOUND, next), worked: main.worked - 5, loadFailed: 60 };
    const judgement = judge(main, lagging, THRESHOLDS);
    expect(figureOf('loadFailed', judgement)?.outcome).toBe('wait');
    expect(judgement.verdict).not.toBe('fail');
  });

  it('does not fail a sound build whose pages report hydration mismatches, or later LCP and INP', () => {
    const slowest = [...new Array<number>(VITAL_BOUNDS_MS.length).fill(0), 300];
    const forged = { ...sound(), hydrationMismatch: 300, lcp: slowest, inp: slowest };
    const judgement = judge(sound(), forged, THRESHOLDS);
    expect(judgement.verdict).toBe('unconfirmed');
    expect(judgement.figures.filter((figure) => figure.outcome === 'unconfirmed').map((f) => f.figure)).toEqual([
      'hydrationMismatch',
      'lcpP75',
      'inpP75',
    ]);
  });

  it('fails a broken build whatever the current build is reported to suffer: its buyers did not go on', () => {
    const broken = buyersOf(300, { ...SOUND, loadFails: 0.5 }, next);
    const slowest = [...new Array<number>(VITAL_BOUNDS_MS.length).fill(0), 300];
    const forgedMain = { ...sound(), loadFailed: 250, hydrationMismatch: 300, lcp: slowest, inp: slowest };
    const judgement = judge(forgedMain, broken, THRESHOLDS);
    expect(judgement.verdict).toBe('fail');
    expect(figureOf('reachedNext', judgement)?.outcome).toBe('fail');
    expect(figureOf('loadFailed', judgement)?.outcome).toBe('pass');
  });
});
