// The canary's own tally of what each step build's buyers did in a stage (docs/step-release.md, "Where the figures
// come from"): a counter per step, stage, build and figure among the shop's counters (store/counters.ts), in this
// process's memory or in Redis, which every replica shares, so that the judge reads the same figures whichever replica
// judges. Only steps under a canary are tallied: the loop says which (watch), and every other event costs a Map
// lookup. Who counts, and how often, is canaryBuyers.ts's.
import type { Counters } from '../store/counters';
import { COUNTED_FIGURES, vitalBin, VITAL_BOUNDS_MS, type BuildFigures, type CountedFigure } from './judge';

export type StepTally = ReturnType<typeof stepTally>;

/** How long a stage's counts are kept: past the longest stage a plan allows to hold (canaryPlan.js) none is read. */
const KEPT_MS = 31 * 24 * 3600_000;

/** The bins of VITAL_BOUNDS_MS, and the one above the last. */
const VITAL_BINS = Array.from({ length: VITAL_BOUNDS_MS.length + 1 }, (_, bin) => bin);

export function stepTally(counters: Counters) {
  let watching = new Map<string, string>();
  const key = (step: string, stage: string, build: string, field: string) =>
    `canary:${step}:${stage}:${build}:${field}`;
  /** Adds one to a field of the step's stage, while it is watched (adding 0 reads it). */
  const add = async (step: string, build: string, field: string, stage = watching.get(step), by = 1) =>
    stage === undefined ? 0 : (await counters.add(key(step, stage, build, field), KEPT_MS, by)).count;
  return {
    /** The steps under a canary now, each with its stage (when the stage began): only they are tallied. */
    watch(stages: Readonly<Record<string, string>>) {
      watching = new Map(Object.entries(stages));
    },
    /** The stage a watched step is in: a buyer counts once in each. */
    stageOf: (step: string) => watching.get(step),
    /** Whether any step is under a canary. */
    watching: () => watching.size > 0,
    count: (step: string, build: string, figure: CountedFigure) => add(step, build, figure),
    vital: (step: string, build: string, name: 'LCP' | 'INP', ms: number) =>
      add(step, build, `${name.toLowerCase()}:${vitalBin(ms)}`),
    /** A build's figures in a stage. */
    async read(step: string, build: string, stage: string): Promise<BuildFigures> {
      const read = (field: string) => add(step, build, field, stage, 0);
      const bins = (vital: string) => Promise.all(VITAL_BINS.map((bin) => read(`${vital}:${bin}`)));
      const [counts, lcp, inp] = await Promise.all([Promise.all(COUNTED_FIGURES.map(read)), bins('lcp'), bins('inp')]);
      const figures = Object.fromEntries(COUNTED_FIGURES.map((figure, i) => [figure, counts[i]]));
      return { ...(figures as Record<CountedFigure, number>), lcp, inp };
    },
  };
}
