// @ts-check
// The start of a canary release (docs/step-release.md, "A release that watches itself"): the build goes to the first
// share of its plan, and its history entry carries the canary's state, which the shop server's canary follows
// (shell/server/canary/). What a release needs to know of a canary, and nothing of the judge.
const { canaryPlan } = require('./canaryPlan');

/**
 * The canary's first stage of a release of `manifest` (the build's manifest URL) of `step`, or why it cannot be one.
 * @param {{ step: string, manifest: string, stepJson: unknown, isNew: boolean, share: number | undefined, previous: string | undefined }} release
 * @returns {{ share: number, canary: import('./record').CanaryState } | { refused: string }}
 */
function canaryStart({ step, manifest, stepJson, isNew, share, previous }) {
  if (share !== undefined) return { refused: '--canary chooses the shares itself: leave --share out' };
  if (isNew)
    return {
      refused: `${step} is a new step: it joins every buyer's journey, so there is no current build to compare with`,
    };
  if (manifest === previous)
    return { refused: `${manifest} is already ${step}'s build: a canary compares a new build with it` };
  let plan;
  try {
    plan = canaryPlan(
      stepJson && typeof stepJson === 'object' ? /** @type {Record<string, unknown>} */ (stepJson).canary : undefined,
    );
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
  const first = /** @type {number} */ (plan.stages[0]);
  return { share: first, canary: { build: manifest, plan, stage: 0, since: new Date().toISOString() } };
}

module.exports = { canaryStart };
