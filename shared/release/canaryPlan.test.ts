import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseStepJson } from '@greencard/step-contract';
import { canaryPlan, DEFAULT_PLAN } from './canaryPlan';

/** The points step's own step.json with a `canary` of the test's: what the release parses before it plans. */
const pointsWith = (canary: unknown) => ({
  ...JSON.parse(readFileSync(path.resolve(__dirname, '../../mf-points/step.json'), 'utf8')),
  canary,
});

describe("a canary's plan", () => {
  it('is the defaults without a step.json "canary", and the step\'s values over them with one', () => {
    expect(canaryPlan(undefined)).toEqual(DEFAULT_PLAN);
    expect(canaryPlan({ stages: [10, 100], minBuyers: 50, minStageSeconds: 0 })).toEqual({
      ...DEFAULT_PLAN,
      stages: [10, 100],
      minBuyers: 50,
      minStageSeconds: 0,
    });
  });

  it.each([
    [{ stages: [5, 25, 50] }, /ending with 100/],
    [{ stages: [50, 25, 100] }, /rising/],
  ])('refuses stages that do not rise to 100: %j', (declared, message) => {
    expect(() => canaryPlan(declared)).toThrow(message);
  });

  it.each([
    [{ stages: [0, 100] }, /\/canary\/stages\/0 must be >= 1/],
    [{ stages: [100] }, /\/canary\/stages must NOT have fewer than 2 items/],
    [{ minBuyers: 5 }, /\/canary\/minBuyers must be >= 20/],
    [{ alpha: 0.5 }, /\/canary\/alpha must be <= 0.1/],
    [{ minCalls: '100' }, /\/canary\/minCalls must be number/],
    [{ judgeLoosely: true }, /judgeLoosely/],
    [[5, 100], /\/canary must be object/],
  ])('a step.json whose canary is %j is refused by the step contract, before any plan', (canary, message) => {
    expect(() => parseStepJson(pointsWith(canary), 'points')).toThrow(message);
  });

  it("accepts the step contract's bounds themselves", () => {
    const canary = { stages: [1, 100], minBuyers: 20, alpha: 0.1, holdAfterSeconds: 1 };
    expect(() => parseStepJson(pointsWith(canary), 'points')).not.toThrow();
    expect(canaryPlan(canary)).toMatchObject(canary);
  });

  it('leaves the defaults untouched', () => {
    canaryPlan(undefined).stages.push(7);
    expect(DEFAULT_PLAN.stages).toEqual([5, 25, 50, 100]);
  });
});
