import { canaryPlan } from '@greencard/release/canaryPlan';
import type { CanaryState, HistoryEntry } from '@greencard/release/record';
import { activeCanaries, moveEntry, nextMove, type ActiveCanary } from './canaryStages';
import type { Judgement } from './judge';

const MAIN = 'http://s/points/1.0.0+a/mf-manifest.json';
const TRIAL = 'http://s/points/1.1.0+b/mf-manifest.json';
const SINCE = '2026-11-27T10:00:00.000Z';
const plan = { ...canaryPlan(undefined), minStageSeconds: 60, holdAfterSeconds: 600 };
const state: CanaryState = { build: TRIAL, plan, stage: 0, since: SINCE };
const entryAt = (share: number) => ({ manifest: MAIN, routes: [], trial: { manifest: TRIAL, routes: [], share } });
const change = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  version: 2,
  at: SINCE,
  by: 'loyalty',
  action: 'share',
  step: 'points',
  from: MAIN,
  to: TRIAL,
  share: 5,
  verdict: 'passed',
  ...fields,
});
const canary: ActiveCanary = { step: 'points', state, main: MAIN, trial: TRIAL };
const at = (seconds: number) => Date.parse(SINCE) + seconds * 1000;
const JUDGEMENT: Judgement = {
  verdict: 'pass',
  buyers: { main: 600, trial: 550, min: 500 },
  alpha: 0.002,
  figures: [],
};

describe('where a canary stands', () => {
  it('is under way while the trial is its build at its stage', () => {
    expect(activeCanaries({ points: entryAt(5) }, [change({ canary: state })])).toEqual([canary]);
  });

  it('ends with any other change of the step: a share by hand, a release, a rollback', () => {
    const started = change({ canary: state });
    expect(activeCanaries({ points: entryAt(30) }, [started, change({ version: 3, share: 30 })])).toEqual([]);
    expect(activeCanaries({ points: entryAt(5) }, [started, change({ version: 3 })])).toEqual([]);
    expect(activeCanaries({ points: { manifest: MAIN, routes: [] } }, [started])).toEqual([]);
    // The registry edited by hand to another share: not the canary's stage.
    expect(activeCanaries({ points: entryAt(50) }, [started])).toEqual([]);
  });

  it('is not ended by a refused release, nor by another step', () => {
    const history = [
      change({ canary: state }),
      change({ version: 2, verdict: 'refused: no' }),
      change({ version: 3, step: 'payment' }),
    ];
    expect(activeCanaries({ points: entryAt(5) }, history)).toHaveLength(1);
  });

  it('stays under way through a hold', () => {
    const held = { ...state, held: true };
    expect(
      activeCanaries({ points: entryAt(5) }, [
        change({ canary: state }),
        change({ version: 3, action: 'hold', verdict: 'held: ...', canary: held }),
      ]),
    ).toEqual([{ ...canary, state: held }]);
  });
});

describe('what a verdict makes of it', () => {
  it('rolls back on a failure at once, whenever it comes', () => {
    expect(nextMove(canary, 'fail', at(1))).toEqual({ kind: 'rollback' });
  });

  it('moves on after a pass once the stage lasted its minimum, and completes from the stage before 100%', () => {
    expect(nextMove(canary, 'pass', at(59))).toEqual({ kind: 'wait' });
    expect(nextMove(canary, 'pass', at(60))).toEqual({ kind: 'promote', stage: 1 });
    expect(nextMove({ ...canary, state: { ...state, stage: 1 } }, 'pass', at(60))).toEqual({
      kind: 'promote',
      stage: 2,
    });
    expect(nextMove({ ...canary, state: { ...state, stage: 2 } }, 'pass', at(60))).toEqual({ kind: 'complete' });
  });

  it('holds once when there is not enough data past its hold time', () => {
    expect(nextMove(canary, 'insufficient', at(599))).toEqual({ kind: 'wait' });
    expect(nextMove(canary, 'insufficient', at(600))).toEqual({ kind: 'hold' });
    expect(nextMove({ ...canary, state: { ...state, held: true } }, 'insufficient', at(6000))).toEqual({
      kind: 'wait',
    });
    // A held canary still moves when its figures come.
    expect(nextMove({ ...canary, state: { ...state, held: true } }, 'fail', at(6000))).toEqual({ kind: 'rollback' });
  });

  it("holds at once, and once, on figures only its buyers' pages report, and never moves on with them", () => {
    expect(nextMove(canary, 'unconfirmed', at(1))).toEqual({ kind: 'hold' });
    expect(nextMove(canary, 'unconfirmed', at(600))).toEqual({ kind: 'hold' });
    expect(nextMove({ ...canary, state: { ...state, held: true } }, 'unconfirmed', at(6000))).toEqual({
      kind: 'wait',
    });
    expect(nextMove({ ...canary, state: { ...state, held: true } }, 'pass', at(6000))).toEqual({
      kind: 'promote',
      stage: 1,
    });
  });

  it('changes the entry: the next share, the build for all, the current build for all', () => {
    const entry = entryAt(5);
    const after = (move: Parameters<typeof moveEntry>[1]) =>
      moveEntry(canary, move, JUDGEMENT, entry, new Date()).after;
    expect(after({ kind: 'promote', stage: 1 })).toEqual(entryAt(25));
    expect(after({ kind: 'complete' })).toEqual({ manifest: TRIAL, routes: [] });
    expect(after({ kind: 'rollback' })).toEqual({ manifest: MAIN, routes: [] });
    expect(after({ kind: 'hold' })).toBe(entry);
  });

  it('records each move with its judgement and the state after it', () => {
    const now = new Date(at(120));
    const entry = entryAt(5);
    const promoted = moveEntry(canary, { kind: 'promote', stage: 1 }, JUDGEMENT, entry, now);
    expect(promoted).toMatchObject({
      by: 'canary',
      action: 'share',
      share: 25,
      verdict: 'passed',
      canary: { stage: 1, since: now.toISOString() },
    });
    expect(promoted.judged).toMatchObject({
      verdict: 'pass',
      summary: 'pass (buyers: trial 550, current 600, minimum 500)',
    });
    const failed = { ...JUDGEMENT, verdict: 'fail' as const };
    expect(moveEntry(canary, { kind: 'rollback' }, failed, entry, now)).toMatchObject({
      action: 'rollback',
      from: TRIAL,
      to: MAIN,
      judged: { verdict: 'fail' },
    });
    expect(moveEntry(canary, { kind: 'complete' }, JUDGEMENT, entry, now)).toMatchObject({
      action: 'release',
      from: MAIN,
      to: TRIAL,
    });
    const held = moveEntry(canary, { kind: 'hold' }, { ...JUDGEMENT, verdict: 'insufficient' }, entry, now);
    expect(held).toMatchObject({ action: 'hold', share: 5, canary: { held: true } });
    expect(held.verdict).toBe(
      'held: not enough data after 120 s at 5% (insufficient (buyers: trial 550, current 600, minimum 500))',
    );
    const unconfirmed = { ...JUDGEMENT, verdict: 'unconfirmed' as const };
    expect(moveEntry(canary, { kind: 'hold' }, unconfirmed, entry, now).verdict).toBe(
      "held: only its buyers' pages say it is worse, and the shop saw no sign of it after 120 s at 5% " +
        '(unconfirmed (buyers: trial 550, current 600, minimum 500))',
    );
  });
});
