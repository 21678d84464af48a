import { canaryPlan, DEFAULT_PLAN } from './canaryPlan';

describe("a canary's plan", () => {
  it('is the defaults without a step.json "canary", and the step\'s values over them with one', () => {
    expect(canaryPlan(undefined)).toEqual(DEFAULT_PLAN);
    expect(canaryPlan({ stages: [10, 100], minBuyers: 50, minStageSeconds: 0 })).toEqual({ ...DEFAULT_PLAN, stages: [10, 100], minBuyers: 50, minStageSeconds: 0 });
  });

  it.each([
    [{ stages: [5, 25, 50] }, /ending with 100/],
    [{ stages: [50, 25, 100] }, /rising/],
    [{ stages: [0, 100] }, /from 1/],
    [{ stages: [100] }, /rising/],
    [{ minBuyers: 5 }, /"canary.minBuyers" must be a number from 20/],
    [{ alpha: 0.5 }, /"canary.alpha" must be a number from 0.0001 to 0.1/],
    [{ minCalls: '100' }, /"canary.minCalls" must be a number/],
    [{ judgeLoosely: true }, /unknown "judgeLoosely"/],
    [[5, 100], /must be an object/],
  ])('refuses %j', (declared, message) => {
    expect(() => canaryPlan(declared)).toThrow(message);
  });

  it('leaves the defaults untouched', () => {
    canaryPlan(undefined).stages.push(7);
    expect(DEFAULT_PLAN.stages).toEqual([5, 25, 50, 100]);
  });
});
