// Where each canary stands and what its judge's verdict makes of it (docs/step-release.md, "A release that watches
// itself"). A canary's state is in the release record's history: the entry that started it, and each move since,
// carries it. It is under way while the step's trial is the canary's build at the share of its stage; any other
// change of the step (a release by hand, a rollback) ends it. Pure: the loop (canaryLoop.ts) reads and writes.
import type { HistoryEntry, NewHistoryEntry, Registry } from '@greencard/release/record';
import { canaryOf } from '@greencard/release/canaryRelease';
import { judgementLine, type Judgement, type Verdict } from './judge';
import { isObject } from '@greencard/step-contract';

/** A canary under way: its step, its state, the step's current build and the canary's (its trial), by manifest URL. */
export type ActiveCanary = NonNullable<ReturnType<typeof canaryOf>>;

/** The canaries under way in a registry, by the history that made it. */
export const activeCanaries = (registry: Registry, history: readonly HistoryEntry[]): ActiveCanary[] =>
  Object.keys(registry).flatMap((step) => canaryOf(registry, history, step) ?? []);

type Move =
  | { kind: 'wait' }
  /** To the next stage's share. */
  | { kind: 'promote'; stage: number }
  /** The last stage passed: the build for every buyer. */
  | { kind: 'complete' }
  /** Failed: the current build for every buyer, from their next page. */
  | { kind: 'rollback' }
  /** Not enough buyers for too long: it stays where it is, and says so once. */
  | { kind: 'hold' };

/**
 * What a verdict makes of a canary at `now` (ms): a failure rolls back at once; a pass moves on once the stage has
 * lasted its minimum (the stage before 100% completes the release); figures worse only by the pages' word hold at
 * once, and not enough data past the plan's hold time holds (each says so once; a later pass or failure still moves).
 */
export function nextMove(canary: ActiveCanary, verdict: Verdict, now: number): Move {
  const { plan, stage, since, held } = canary.state;
  const lasted = now - Date.parse(since);
  if (verdict === 'fail') return { kind: 'rollback' };
  if (verdict === 'pass') {
    if (lasted < plan.minStageSeconds * 1000) return { kind: 'wait' };
    const next = stage + 1;
    return next >= plan.stages.length - 1 ? { kind: 'complete' } : { kind: 'promote', stage: next };
  }
  const holds = verdict === 'unconfirmed' || lasted >= plan.holdAfterSeconds * 1000;
  return holds && !held ? { kind: 'hold' } : { kind: 'wait' };
}

/** The figures a history entry keeps of a judgement: its verdict, its line, and each figure. */
const judgedOf = ({ verdict, ...judged }: Judgement) => ({
  verdict,
  summary: judgementLine({ verdict, ...judged }),
  ...judged,
});

/**
 * The history entry of a move, by the canary: what changed (the step's entry before, and after it: the next share, the
 * build for all, the current build for all, or as it was), the judgement with its figures, and the canary's state
 * after it (the next stage from now; held; or, on completion or rollback, the last one, which no trial matches).
 */
export function moveEntry(
  canary: ActiveCanary,
  move: Exclude<Move, { kind: 'wait' }>,
  judgement: Judgement,
  before: Record<string, unknown>,
  at: Date,
): NewHistoryEntry & { after: Record<string, unknown> } {
  const { state, step, main, trial } = canary;
  const { trial: trialEntry, ...mainEntry } = before;
  const base = {
    at: at.toISOString(),
    by: 'canary',
    step,
    before,
    after: before,
    judged: judgedOf(judgement),
    from: main,
    to: trial,
    verdict: 'passed',
  };
  const share = state.plan.stages[move.kind === 'promote' ? move.stage : state.stage] as number;
  if (!isObject(trialEntry) || move.kind === 'hold') {
    const waited = Math.round((at.getTime() - Date.parse(state.since)) / 1000);
    const why =
      judgement.verdict === 'unconfirmed'
        ? "only its buyers' pages say it is worse, and the shop saw no sign of it"
        : 'not enough data';
    const verdict = `held: ${why} after ${waited} s at ${share}% (${judgementLine(judgement)})`;
    return { ...base, action: 'hold', share, verdict, canary: { ...state, held: true } };
  }
  switch (move.kind) {
    case 'promote':
      return {
        ...base,
        after: { ...mainEntry, trial: { ...trialEntry, share } },
        action: 'share',
        share,
        canary: { build: trial, plan: state.plan, stage: move.stage, since: base.at },
      };
    case 'complete': {
      const { share: _share, ...build } = trialEntry;
      const last = { ...state, stage: state.plan.stages.length - 1, since: base.at };
      return { ...base, after: build, action: 'release', canary: last };
    }
    case 'rollback':
      return { ...base, after: mainEntry, action: 'rollback', from: trial, to: main, canary: state };
  }
}
