// @ts-check
// Who uses whose calls (docs/step-release.md, "uses"): a step makes calls it does not own, declared in its step.json
// "uses", and the registry must keep an owner for each. `npm run release` and the shop server's reading of a registry
// both judge a registry with these, so a hand-written one is held to what a release is.
const { callKey, SHELL_CALLS } = require('./stepCalls');

/**
 * @typedef {import('@greencard/step-contract').StepCall} StepCall
 * @typedef {import('@greencard/step-contract').CallUse} CallUse
 * @typedef {{ calls: readonly StepCall[], uses?: readonly CallUse[] }} BuildCalls
 * @typedef {BuildCalls & { trial?: BuildCalls }} EntryCalls
 */

const SHELL_KEYS = new Set(SHELL_CALLS.map(callKey));

/** A step's builds: its entry's own, and its trial's while it shares its buyers. @param {EntryCalls} entry */
const buildsOf = (entry) => (entry.trial ? [entry, entry.trial] : [entry]);

/**
 * Why a registry's uses are not all met: a step (in any of its builds) uses a call that it declares itself, or that
 * neither the shell nor one other step declares in every one of its builds, so some buyer's journey would have no
 * such call. Empty when every use has its owner.
 * @param {Readonly<Record<string, EntryCalls>>} registry
 * @returns {string[]}
 */
function unmetUses(registry) {
  const steps = Object.entries(registry);
  return steps.flatMap(([step, entry]) =>
    [...new Set(buildsOf(entry).flatMap((build) => (build.uses ?? []).map(callKey)))].flatMap((key) => {
      if (SHELL_KEYS.has(key)) return [];
      if (buildsOf(entry).some((build) => build.calls.some((call) => callKey(call) === key))) {
        return [`${step} uses ${key}, which it declares itself: a step uses only calls another step owns`];
      }
      const declaring = steps.filter(
        ([other, its]) =>
          other !== step && buildsOf(its).some((build) => build.calls.some((call) => callKey(call) === key)),
      );
      if (
        declaring.some(([, its]) => buildsOf(its).every((build) => build.calls.some((call) => callKey(call) === key)))
      )
        return [];
      const partly = declaring.map(([other]) => other);
      return [
        partly.length
          ? `${step} uses ${key}, which ${partly.join(', ')} declares in only one of its builds`
          : `${step} uses ${key}, which no step of the registry declares`,
      ];
    }),
  );
}

/**
 * The steps other than `owner` that use the call `key`, in any of their builds.
 * @param {Readonly<Record<string, EntryCalls>>} registry @param {string} owner @param {string} key
 * @returns {string[]}
 */
function usersOf(registry, owner, key) {
  return Object.entries(registry)
    .filter(
      ([step, entry]) =>
        step !== owner && buildsOf(entry).some((build) => (build.uses ?? []).some((use) => callKey(use) === key)),
    )
    .map(([step]) => step);
}

module.exports = { unmetUses, usersOf };
