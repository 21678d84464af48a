// @ts-check
// The start of a canary release (docs/step-release.md, "A release that watches itself"): the build goes to the first
// share of its plan, and its history entry carries the canary's state, which the shop server's canary follows
// (shell/server/canary/). What a release needs to know of a canary, and nothing of the judge: whether one is under
// way, which the canary, `status`, `promote` and `abort` all ask, and what moving it on or ending it makes of its step.
const { isObject } = require('@greencard/step-contract');
const { canaryPlan } = require('./canaryPlan');

/**
 * The canary under way for `step`, or undefined. Its state is in the history: the step's last change (refused releases
 * are notes, not changes) carries it, and it is under way while the step's trial is the canary's build at the share
 * of its stage; any other change of the step (a release by hand, a rollback) ends it.
 * @param {Record<string, unknown>} registry @param {readonly import('./record').HistoryEntry[]} history @param {string} step
 * @returns {{ step: string, state: import('./record').CanaryState, main: string, trial: string } | undefined}
 */
function canaryOf(registry, history, step) {
  const entry = registry[step];
  if (!isObject(entry) || !isObject(entry.trial) || typeof entry.manifest !== 'string') return undefined;
  const state = history.findLast(
    (change) => change.step === step && (change.verdict === 'passed' || change.action === 'hold'),
  )?.canary;
  if (!state || state.build !== entry.trial.manifest || entry.trial.share !== state.plan.stages[state.stage])
    return undefined;
  return { step, state, main: entry.manifest, trial: state.build };
}

/**
 * The canary's first stage of a release of `manifest` (the build's manifest URL) of `step`; throws why it cannot be one.
 * @param {{ step: string, manifest: string, stepJson: unknown, isNew: boolean, share: number | undefined, previous: string | undefined }} release
 * @returns {{ share: number, canary: import('./record').CanaryState }}
 */
function canaryStart({ step, manifest, stepJson, isNew, share, previous }) {
  if (share !== undefined) throw new Error('--canary chooses the shares itself: leave --share out');
  if (isNew)
    throw new Error(
      `${step} is a new step: it joins every buyer's journey, so there is no current build to compare with`,
    );
  if (manifest === previous)
    throw new Error(`${manifest} is already ${step}'s build: a canary compares a new build with it`);
  const plan = canaryPlan(isObject(stepJson) ? stepJson.canary : undefined);
  const first = /** @type {number} */ (plan.stages[0]);
  return { share: first, canary: { build: manifest, plan, stage: 0, since: new Date().toISOString() } };
}

/**
 * The history entry's fields of a move of `canary` at `at` (ISO time) from the step's `entry`, as the release's promote
 * and abort and the shop server's canary (canaryStages.ts) make it: `promote`, to its next stage's share (from the stage
 * before 100%, its build for every buyer), that stage starting `at`; `abort`, back to the current build for every buyer.
 * After a release or an abort, no trial matches the canary's state: the canary has ended.
 * @param {NonNullable<ReturnType<typeof canaryOf>>} canary @param {Record<string, unknown>} entry
 * @param {'promote' | 'abort'} move @param {string} at
 * @returns {{ action: 'share' | 'release' | 'rollback', after: Record<string, unknown>, share?: number, from: string,
 *   to: string, canary: import('./record').CanaryState }}
 */
function canaryMove({ state, main, trial }, entry, move, at) {
  const { trial: trialEntry, ...mainEntry } = entry;
  if (move === 'abort') return { action: 'rollback', after: mainEntry, from: trial, to: main, canary: state };
  const stage = state.stage + 1;
  const share = /** @type {number} */ (state.plan.stages[stage]);
  const complete = stage >= state.plan.stages.length - 1;
  const { share: _share, ...build } = /** @type {Record<string, unknown>} */ (trialEntry);
  return {
    action: complete ? 'release' : 'share',
    after: complete ? build : { ...mainEntry, trial: { ...build, share } },
    ...(complete ? {} : { share }),
    from: main,
    to: trial,
    canary: { build: trial, plan: state.plan, stage, since: at },
  };
}

module.exports = { canaryStart, canaryOf, canaryMove };
