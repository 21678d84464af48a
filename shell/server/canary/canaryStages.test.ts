import { canaryPlan } from '@greencard/release/canaryPlan';
import type { CanaryState, HistoryEntry } from '@greencard/release/record';
import { activeCanaries, moveOf, type ActiveCanary } from './canaryStages';
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
  const entry = entryAt(5);
  const moveAt = (verdict: Judgement['verdict'], seconds: number, canaryState: CanaryState = state) =>
    moveOf({ ...canary, state: canaryState }, { ...JUDGEMENT, verdict }, entry, new Date(at(seconds)));
  const actionAt = (...args: Parameters<typeof moveAt>) => moveAt(...args)?.action;

  it('rolls back on a failure at once, whenever it comes', () => {
    expect(actionAt('fail', 1)).toBe('rollback');
  });

  it('moves on after a pass once the stage lasted its minimum, and completes from the stage before 100%', () => {
    expect(moveAt('pass', 59)).toBeUndefined();
    expect(moveAt('pass', 60)).toMatchObject({ action: 'share', share: 25, canary: { stage: 1 } });
    expect(moveAt('pass', 60, { ...state, stage: 1 })).toMatchObject({ action: 'share', canary: { stage: 2 } });
    expect(actionAt('pass', 60, { ...state, stage: 2 })).toBe('release');
  });

  it('holds once when there is not enough data past its hold time', () => {
    expect(moveAt('insufficient', 599)).toBeUndefined();
    expect(actionAt('insufficient', 600)).toBe('hold');
    expect(moveAt('insufficient', 6000, { ...state, held: true })).toBeUndefined();
    // A held canary still moves when its figures come.
    expect(actionAt('fail', 6000, { ...state, held: true })).toBe('rollback');
  });

  it("holds at once, and once, on figures only its buyers' pages report, and never moves on with them", () => {
    expect(actionAt('unconfirmed', 1)).toBe('hold');
    expect(actionAt('unconfirmed', 600)).toBe('hold');
    expect(moveAt('unconfirmed', 6000, { ...state, held: true })).toBeUndefined();
    expect(moveAt('pass', 6000, { ...state, held: true })).toMatchObject({ action: 'share', canary: { stage: 1 } });
  });

  it('changes the entry: the next share, the build for all, the current build for all', () => {
    expect(moveAt('pass', 60)?.after).toEqual(entryAt(25));
    expect(moveAt('pass', 60, { ...state, stage: 2 })?.after).toEqual({ manifest: TRIAL, routes: [] });
    expect(moveAt('fail', 1)?.after).toEqual({ manifest: MAIN, routes: [] });
    expect(moveAt('unconfirmed', 1)?.after).toBe(entry);
  });

  it('records each move with its judgement and the state after it', () => {
    const now = new Date(at(120));
    const promoted = moveAt('pass', 120);
    expect(promoted).toMatchObject({
      by: 'canary',
      action: 'share',
      share: 25,
      verdict: 'passed',
      canary: { stage: 1, since: now.toISOString() },
    });
    expect(promoted?.judged).toMatchObject({
      verdict: 'pass',
      summary: 'pass (buyers: trial 550, current 600, minimum 500)',
    });
    expect(moveAt('fail', 120)).toMatchObject({
      action: 'rollback',
      from: TRIAL,
      to: MAIN,
      judged: { verdict: 'fail' },
    });
    expect(moveAt('pass', 120, { ...state, stage: 2 })).toMatchObject({ action: 'release', from: MAIN, to: TRIAL });
    const held = moveAt('insufficient', 600);
    expect(held).toMatchObject({ action: 'hold', share: 5, canary: { held: true } });
    expect(held?.verdict).toBe(
      'held: not enough data after 600 s at 5% (insufficient (buyers: trial 550, current 600, minimum 500))',
    );
    expect(moveAt('unconfirmed', 120)?.verdict).toBe(
      "held: only its buyers' pages say it is worse, and the shop saw no sign of it after 120 s at 5% " +
        '(unconfirmed (buyers: trial 550, current 600, minimum 500))',
    );
  });
});
