// @ts-check
// A canary's plan (docs/step-release.md, "A release that watches itself"): the shares its build goes through and how
// its buyers are judged at each. The defaults are safe for a shop's real traffic; a step team may tune them in its
// step.json's `canary` (the build being released carries it), within the bounds of the step contract's schema.

/** @typedef {Required<NonNullable<import('@greencard/step-contract').StepDeclaration['canary']>>} CanaryPlan */

/** @type {Readonly<CanaryPlan>} */
const DEFAULT_PLAN = Object.freeze({
  // Judged after each share below 100; passing the last one releases the build to every buyer.
  stages: [5, 25, 50, 100],
  // A stage lasts at least this long, whatever its figures, so that it spans more than a burst of buyers.
  minStageSeconds: 15 * 60,
  // Not enough buyers after this long: the canary holds where it is and says so.
  holdAfterSeconds: 6 * 60 * 60,
  // Per build and stage, before any verdict (buyers), and before insurer errors or vitals are judged.
  minBuyers: 500,
  minCalls: 500,
  minVitals: 300,
  // The chance of failing a sound build at one stage, over all its figures.
  alpha: 0.01,
  // How much worse a rate (load failures, hydration problems, call errors, not reaching the next step) must be.
  minRateIncrease: 0.01,
  lcpMarginMs: 200,
  inpMarginMs: 50,
});

/**
 * The plan of a canary release: the defaults with the step.json's `canary` over them. Its form and bounds are the
 * step contract's (step.schema.json, checked when the release parses the step.json); what a schema cannot say is
 * checked here: the stages rise to 100.
 * @param {unknown} declared the build's step.json `canary`, parsed by the step contract; undefined when it has none
 * @returns {CanaryPlan}
 */
function canaryPlan(declared) {
  const plan = { ...DEFAULT_PLAN, .../** @type {Partial<CanaryPlan>} */ (declared ?? {}) };
  // The schema holds each stage to a whole percentage from 1 and the stages to two at least.
  const { stages } = plan;
  if (!stages.every((share, i) => i === 0 || share > Number(stages[i - 1])) || stages.at(-1) !== 100)
    throw new Error(
      'its step.json "canary.stages" must be rising whole percentages from 1, ending with 100, such as [5, 25, 50, 100]',
    );
  return { ...plan, stages: [...stages] };
}

module.exports = { canaryPlan, DEFAULT_PLAN };
