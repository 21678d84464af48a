// The canary's judge (docs/step-release.md, "A release that watches itself"): after a stage, the new build's buyers
// against the current build's over the same window. Pass, fail, hold on the pages' word alone, or not enough data,
// with the figures it judged by. Pure: the figures come from the shop's own tally (stageTally.ts, counted by
// canaryBuyers.ts), the thresholds from the canary's plan (shared/release/canaryPlan.js).
import type { CanaryPlan } from '@greencard/release/canaryPlan';
import { binnedQuantile, fisherGreater, mannWhitneyGreater } from './statistics';

/**
 * What one build's buyers did in a stage's window, each buyer counted once in each figure: a buyer is a session the
 * shop gave the build, that arrived at the step with the journey the shop saw get there (canaryBuyers.ts).
 */
export const COUNTED_FIGURES = [
  'buyers',
  // Of them, those whose page reported the step failed to load, and a hydration mismatch (the pages' word).
  'loadFailed',
  'hydrationMismatch',
  // Of them, those the shop saw the step work for: an insurer call of the step or of a later step.
  'worked',
  // Of them, those who then made an insurer call of a later step of the journey.
  'reachedNext',
  // Of them, those who made an insurer call the step owns, and those who had one answered 4xx or 5xx.
  'calls',
  'callErrors',
] as const;
export type CountedFigure = (typeof COUNTED_FIGURES)[number];

/** The counts, and the buyers' LCP and INP, one each at most, per bin of `VITAL_BOUNDS_MS` (and one above the last). */
export type BuildFigures = Record<CountedFigure, number> & { lcp: number[]; inp: number[] };

/** The plan's thresholds (shared/step-contract/step.schema.json, "canary"), each build's minimum samples among them. */
export type JudgeThresholds = Pick<
  CanaryPlan,
  'minBuyers' | 'minCalls' | 'minVitals' | 'alpha' | 'minRateIncrease' | 'lcpMarginMs' | 'inpMarginMs'
>;

/** unconfirmed: worse only by what buyers' pages report, with no sign of it the shop saw itself; the canary holds. */
type Verdict = 'pass' | 'fail' | 'unconfirmed' | 'insufficient';

type FigureName = 'loadFailed' | 'hydrationMismatch' | 'callErrors' | 'reachedNext' | 'lcpP75' | 'inpP75';

interface FigureJudgement {
  figure: FigureName;
  /**
   * pass / fail: judged; unconfirmed: its test fails on the pages' word alone; wait: too few samples yet, or the shop's
   * sign not yet as certain as the pages' word; none: neither build has any (a step without calls, the last step).
   */
  outcome: 'pass' | 'fail' | 'unconfirmed' | 'wait' | 'none';
  /** The figure for each build: a rate (0..1) or milliseconds (none for a build without samples). */
  main?: number | undefined;
  trial?: number | undefined;
  /** The samples behind it. */
  samples: { main: number; trial: number };
  /** The one-sided test's p-value, when judged. */
  p?: number;
  /** For load failures: the share of buyers the shop saw the step work for, which must agree before they decide. */
  worked?: { main: number; trial: number; p: number };
}

export interface Judgement {
  verdict: Verdict;
  buyers: { main: number; trial: number; min: number };
  /** The p-value each figure had to be below (the thresholds' alpha over the figures judged). */
  alpha: number;
  figures: FigureJudgement[];
}

const VITALS = ['lcp', 'inp'] as const;

/** Bin bounds of LCP and INP in milliseconds, fine where the vitals' good and poor bounds are. */
export const VITAL_BOUNDS_MS: readonly number[] = [
  50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000,
  3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000,
];

/** The bin of VITAL_BOUNDS_MS a value falls in. */
export function vitalBin(ms: number): number {
  const bin = VITAL_BOUNDS_MS.findIndex((bound) => ms <= bound);
  return bin < 0 ? VITAL_BOUNDS_MS.length : bin;
}

/**
 * Buyers a build must have before a build failing to load for most of them fails at once, whatever the plan's
 * minimum: the least minimum a plan may have (shared/step-contract/step.schema.json).
 */
export const FIRST_BUYERS = 20;
/** The share of its first buyers a build must fail for to fail before the plan's minimum. */
const MOSTLY = 0.5;

interface RateFigure {
  figure: FigureName;
  bad: (figures: BuildFigures) => number;
  /** Out of the calls the step owns, each build with minCalls of them, not out of its buyers with minBuyers. */
  ofCalls?: true;
  /** Whether the figure is a share of good outcomes (reaching the next step), shown as such. */
  good?: boolean;
  /** A figure buyers' pages report: a script can post what a page posts, so alone it holds the canary. */
  reported?: boolean;
  /** The shop's own sign that must agree before a reported figure decides (load failures: workedSign). */
  sign?: (main: BuildFigures, trial: BuildFigures) => { main: number; trial: number; p: number };
}

const LOAD_FAILED: RateFigure = { figure: 'loadFailed', bad: (f) => f.loadFailed, reported: true, sign: workedSign };

const RATES: RateFigure[] = [
  LOAD_FAILED,
  { figure: 'hydrationMismatch', bad: (f) => f.hydrationMismatch, reported: true },
  { figure: 'callErrors', bad: (f) => f.callErrors, ofCalls: true },
  { figure: 'reachedNext', bad: (f) => f.buyers - f.reachedNext, good: true },
];

const ofRate = (rate: RateFigure, figures: BuildFigures) => (rate.ofCalls ? figures.calls : figures.buyers);
const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);
const clamp = (bad: number, of: number) => Math.max(0, Math.min(bad, of));
const share = (count: number, of: number) => (of === 0 ? 0 : count / of);

/** A figure neither build has: no calls the step owns, no reach for the journey's last step, no interaction. */
function absent(rate: RateFigure, main: BuildFigures, trial: BuildFigures): boolean {
  if (rate.figure === 'reachedNext') return main.reachedNext === 0 && trial.reachedNext === 0;
  return ofRate(rate, main) === 0 && ofRate(rate, trial) === 0;
}

/**
 * The verdict on `trial` against `main`, the two builds' buyers over the same window:
 * - fail when a figure is worse on the trial by at least its margin and its one-sided test (Fisher's exact test for
 *   rates, Mann-Whitney U for LCP and INP) is below alpha divided among the figures (Bonferroni), so a sound build
 *   fails one verdict with a chance of at most alpha; a figure buyers' pages report fails only with the shop's own
 *   sign agreeing, and is unconfirmed otherwise: the canary holds, it does not decide on a page's word;
 * - not enough data while either build has fewer buyers than `minBuyers` (no test is run), unless the trial failed
 *   to load for most of its first FIRST_BUYERS or more (then it fails at once), or while a figure either build has
 *   fewer samples of than its minimum, unless another figure already fails;
 * - pass otherwise.
 */
export function judge(main: BuildFigures, trial: BuildFigures, thresholds: JudgeThresholds): Judgement {
  const buyers = { main: main.buyers, trial: trial.buyers, min: thresholds.minBuyers };
  const applicable = [
    ...RATES.filter((rate) => !absent(rate, main, trial)),
    ...VITALS.filter((vital) => sum(main[vital]) + sum(trial[vital]) > 0),
  ];
  const alpha = thresholds.alpha / Math.max(1, applicable.length);
  if (main.buyers < thresholds.minBuyers || trial.buyers < thresholds.minBuyers) {
    // A build failing to load for most of its first buyers (FIRST_BUYERS at least), more often than the current build
    // (the shop's sign agreeing), fails without waiting for the plan's minimum of buyers: its load failures judged.
    const early =
      trial.loadFailed >= trial.buyers * MOSTLY
        ? judgeRate(LOAD_FAILED, main, trial, { ...thresholds, minBuyers: FIRST_BUYERS }, alpha)
        : undefined;
    return early?.outcome === 'fail'
      ? { verdict: 'fail', buyers, alpha, figures: [early] }
      : { verdict: 'insufficient', buyers, alpha, figures: [] };
  }
  const figures: FigureJudgement[] = [
    ...RATES.map((rate) => judgeRate(rate, main, trial, thresholds, alpha)),
    ...VITALS.map((vital) => judgeVital(vital, main, trial, thresholds, alpha)),
  ];
  const outcomes = new Set(figures.map((figure) => figure.outcome));
  const worst = (['fail', 'unconfirmed', 'wait'] as const).find((outcome) => outcomes.has(outcome));
  const verdict: Verdict = worst === 'wait' ? 'insufficient' : (worst ?? 'pass');
  return { verdict, buyers, alpha, figures };
}

function judgeRate(
  rate: RateFigure,
  main: BuildFigures,
  trial: BuildFigures,
  thresholds: JudgeThresholds,
  alpha: number,
): FigureJudgement {
  const samples = { main: ofRate(rate, main), trial: ofRate(rate, trial) };
  if (absent(rate, main, trial)) return { figure: rate.figure, outcome: 'none', samples };
  const bad = { main: clamp(rate.bad(main), samples.main), trial: clamp(rate.bad(trial), samples.trial) };
  const shown = (count: number, of: number) => (rate.good ? 1 - share(count, of) : share(count, of));
  const figure = {
    figure: rate.figure,
    main: shown(bad.main, samples.main),
    trial: shown(bad.trial, samples.trial),
    samples,
  };
  const min = thresholds[rate.ofCalls ? 'minCalls' : 'minBuyers'];
  if (samples.main < min || samples.trial < min) return { ...figure, outcome: 'wait' };
  const p = fisherGreater(bad.trial, samples.trial, bad.main, samples.main);
  const worseBy = share(bad.trial, samples.trial) - share(bad.main, samples.main);
  const worse = p < alpha && worseBy >= thresholds.minRateIncrease;
  if (!rate.reported) return { ...figure, p, outcome: worse ? 'fail' : 'pass' };
  const worked = rate.sign?.(main, trial);
  return { ...figure, p, ...(worked ? { worked } : {}), outcome: worse ? signed(worked, alpha) : 'pass' };
}

/**
 * A reported figure that is worse, by the shop's own sign: fail when the sign is as certain; wait while it points the
 * same way, not yet certain (a buyer's calls come after its page's report); unconfirmed when it does not, or there is
 * none.
 */
function signed(sign: { main: number; trial: number; p: number } | undefined, alpha: number) {
  if (!sign) return 'unconfirmed';
  if (sign.p < alpha) return 'fail';
  return sign.trial < sign.main ? 'wait' : 'unconfirmed';
}

/** The shop's own sign of a step that did not work: fewer of the trial's buyers made its calls or a later step's. */
function workedSign(main: BuildFigures, trial: BuildFigures) {
  const worked = { main: clamp(main.worked, main.buyers), trial: clamp(trial.worked, trial.buyers) };
  return {
    main: share(worked.main, main.buyers),
    trial: share(worked.trial, trial.buyers),
    p: fisherGreater(trial.buyers - worked.trial, trial.buyers, main.buyers - worked.main, main.buyers),
  };
}

function judgeVital(
  vital: (typeof VITALS)[number],
  { [vital]: main }: BuildFigures,
  { [vital]: trial }: BuildFigures,
  { minVitals: min, [`${vital}MarginMs` as const]: marginMs }: JudgeThresholds,
  alpha: number,
): FigureJudgement {
  const figure = `${vital}P75` as const;
  const samples = { main: sum(main), trial: sum(trial) };
  if (samples.main + samples.trial === 0) return { figure, outcome: 'none', samples };
  const shown = {
    figure,
    main: binnedQuantile(VITAL_BOUNDS_MS, main, 0.75),
    trial: binnedQuantile(VITAL_BOUNDS_MS, trial, 0.75),
    samples,
  };
  if (samples.main < min || samples.trial < min) return { ...shown, outcome: 'wait' };
  const p = mannWhitneyGreater(trial, main);
  const later = (shown.trial ?? 0) - (shown.main ?? 0);
  // Only pages measure their speed: a later page holds the canary, it never decides it.
  return { ...shown, p, outcome: p < alpha && later >= marginMs ? 'unconfirmed' : 'pass' };
}

/** One line of a judgement, for the history and the log: the verdict, the buyers, and each figure judged. */
export function judgementLine(judgement: Judgement): string {
  const { buyers } = judgement;
  const head = `${judgement.verdict} (buyers: trial ${buyers.trial}, current ${buyers.main}, minimum ${buyers.min})`;
  const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
  const figure = ({ figure, outcome, main, trial, p, worked }: FigureJudgement) => {
    const value = (v: number | undefined) =>
      v === undefined ? '-' : figure.endsWith('P75') ? `${Math.round(v)} ms` : percent(v);
    const sign = worked ? ` (worked: trial ${percent(worked.trial)}, current ${percent(worked.main)})` : '';
    return `${figure} ${outcome}: trial ${value(trial)}, current ${value(main)}${p === undefined ? '' : `, p=${p.toPrecision(2)}`}${sign}`;
  };
  const shown = judgement.figures.filter((f) => f.outcome !== 'none');
  return shown.length ? `${head}; ${shown.map(figure).join('; ')}` : head;
}
