// Where each canary stands and what its judge's verdict makes of it (docs/step-release.md, "A release that watches
// itself"). A canary's state is in the release record's history: the entry that started it, and each move since,
// carries it. It is under way while the step's trial is the canary's build at the share of its stage; any other
// change of the step (a release by hand, a rollback) ends it. Pure: the loop (canaryLoop.ts) reads and writes.
import type { HistoryEntry, NewHistoryEntry, Registry } from '@greencard/release/record';
import { canaryOf } from '@greencard/release/canaryRelease';
import { judgementLine, type Judgement } from './judge';
import { isObject } from '@greencard/step-contract';

/** A canary under way: its step, its state, the step's current build and the canary's (its trial), by manifest URL. */
export type ActiveCanary = NonNullable<ReturnType<typeof canaryOf>>;

/** The canaries under way in a registry, by the history that made it. */
export const activeCanaries = (registry: Registry, history: readonly HistoryEntry[]): ActiveCanary[] =>
  Object.keys(registry).flatMap((step) => canaryOf(registry, history, step) ?? []);

/** A canary's move: its history entry, by the canary, with the step's entry after it. */
type CanaryMove = NewHistoryEntry & {
  action: 'share' | 'release' | 'rollback' | 'hold';
  after: Record<string, unknown>;
};

/**
 * The history entry of what a verdict makes of a canary at `at`, by the canary, or undefined while it waits: a failure
 * rolls back at once (the current build for every buyer, from their next page); a pass moves on to the next stage's
 * share once the stage has lasted its minimum (the stage before 100% releases the build to every buyer); figures worse
 * only by the pages' word hold at once, and not enough data past the plan's hold time holds (each says so once; a later
 * pass or failure still moves). The entry keeps the step's entry before and after, the judgement with its figures, and
 * the canary's state after it (the next stage from now; held; or, on completion or rollback, the last one, which no
 * trial matches).
 */
export function moveOf(
  canary: ActiveCanary,
  judgement: Judgement,
  before: Record<string, unknown>,
  at: Date,
): CanaryMove | undefined {
  const { state, step, main, trial } = canary;
  const { verdict: outcome, ...figures } = judgement;
  const { plan, stage, since } = state;
  const { trial: trialEntry, ...mainEntry } = before;
  // Under way, the step's entry has the canary's build as its trial (canaryOf).
  if (!isObject(trialEntry)) return undefined;
  const lasted = at.getTime() - Date.parse(since);
  const base = {
    at: at.toISOString(),
    by: 'canary',
    step,
    before,
    after: before,
    // What the history keeps of the judgement: its verdict, its line, and each figure.
    judged: { verdict: outcome, summary: judgementLine(judgement), ...figures },
    from: main,
    to: trial,
    verdict: 'passed',
  };
  if (outcome === 'fail')
    return { ...base, after: mainEntry, action: 'rollback', from: trial, to: main, canary: state };
  if (outcome === 'pass') {
    if (lasted < plan.minStageSeconds * 1000) return undefined;
    // As a promote (shared/release/release.js): the next stage's share, or from the stage before 100% the release.
    const next = stage + 1;
    const share = plan.stages[next] as number;
    const complete = next >= plan.stages.length - 1;
    const { share: _share, ...build } = trialEntry;
    return {
      ...base,
      after: complete ? build : { ...mainEntry, trial: { ...build, share } },
      action: complete ? 'release' : 'share',
      ...(complete ? {} : { share }),
      canary: { build: trial, plan, stage: next, since: base.at },
    };
  }
  const holds = outcome === 'unconfirmed' || lasted >= plan.holdAfterSeconds * 1000;
  if (!holds || state.held) return undefined;
  const why =
    outcome === 'unconfirmed'
      ? "only its buyers' pages say it is worse, and the shop saw no sign of it"
      : 'not enough data';
  const share = plan.stages[stage] as number;
  const verdict = `held: ${why} after ${Math.round(lasted / 1000)} s at ${share}% (${judgementLine(judgement)})`;
  return { ...base, action: 'hold', share, verdict, canary: { ...state, held: true } };
}
