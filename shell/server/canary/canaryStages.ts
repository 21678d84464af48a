// Where each canary stands and what its judge's verdict makes of it (docs/step-release.md, "A release that watches
// itself"). A canary's state is in the release record's history: the entry that started it, and each move since,
// carries it. It is under way while the step's trial is the canary's build at the share of its stage; any other
// change of the step (a release by hand, a rollback) ends it. Pure: the loop (canaryLoop.ts) reads and writes.
import type { HistoryEntry, NewHistoryEntry, Registry } from '@greencard/release/record';
import { canaryMove, canaryOf } from '@greencard/release/canaryRelease';
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
 * aborts it at once, a pass promotes it once the stage has lasted its minimum (canaryMove); figures worse only by the
 * pages' word hold at once, and not enough data past the plan's hold time holds (each says so once; a later pass or
 * failure still moves). The entry keeps the step's entry before and after, the judgement with its figures, and the
 * canary's state after it (held, or as canaryMove leaves it).
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
  // Under way, the step's entry has the canary's build as its trial (canaryOf).
  if (!isObject(before.trial)) return undefined;
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
  if (outcome === 'fail') return { ...base, ...canaryMove(canary, before, 'abort', base.at) };
  if (outcome === 'pass') {
    if (lasted < plan.minStageSeconds * 1000) return undefined;
    return { ...base, ...canaryMove(canary, before, 'promote', base.at) };
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
