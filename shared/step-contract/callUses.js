// @ts-check
// Who uses whose calls (docs/step-release.md, "uses"): a step makes calls it does not own, declared in its step.json
// "uses" with the parameters it sends, and the registry must keep an owner for each that passes those parameters on.
// `npm run release` and the shop server's reading of a registry both judge a registry with these, so a hand-written
// one is held to what a release is.
const { callKey, callName, SHELL_CALLS } = require('./calls');
const { checkSchema } = require('./schemaCheck');

/**
 * @typedef {import('./index').StepCall} StepCall
 * @typedef {import('./index').CallUse} CallUse
 * @typedef {{ calls: readonly StepCall[], uses?: readonly CallUse[] }} BuildCalls
 * @typedef {BuildCalls & { trial?: BuildCalls }} EntryCalls
 */

const SHELL_KEYS = new Set(SHELL_CALLS.map(callKey));

/**
 * The calls `step` uses and another step (or the shell) owns, each once; none when left out.
 * @param {unknown} value @param {string} step @returns {CallUse[]}
 */
function parseStepUses(value, step) {
  if (value === undefined) return [];
  checkSchema('step.schema.json#/properties/uses', value, `step "${step}" uses`);
  return /** @type {CallUse[]} */ (value);
}

/** A step's builds: its entry's own, and its trial's while it shares its buyers. @param {EntryCalls} entry */
const buildsOf = (entry) => (entry.trial ? [entry, entry.trial] : [entry]);

/** @param {BuildCalls} build @param {string} key */
const declared = (build, key) => build.calls.find((call) => callKey(call) === key);

/**
 * Why a registry's uses are not all met: a step (in any of its builds) uses a call that it declares itself, or that
 * neither the shell nor one other step declares in every one of its builds with every parameter the user sends, so
 * some buyer's journey would have no such call. Empty when every use has its owner.
 * @param {Readonly<Record<string, EntryCalls>>} registry
 * @returns {string[]}
 */
function unmetUses(registry) {
  const steps = Object.entries(registry);
  return steps.flatMap(([step, entry]) => {
    /** @type {Map<string, CallUse>} */
    const uses = new Map();
    for (const use of buildsOf(entry).flatMap((build) => build.uses ?? [])) {
      const key = callKey(use);
      const params = [...new Set([...(uses.get(key)?.params ?? []), ...(use.params ?? [])])];
      uses.set(key, { ...use, ...(params.length ? { params } : {}) });
    }
    return [...uses].flatMap(([key, use]) => {
      if (SHELL_KEYS.has(key)) return [];
      if (buildsOf(entry).some((build) => declared(build, key))) {
        return [`${step} uses ${callName(use)}, which it declares itself: a step uses only calls another step owns`];
      }
      const declaring = steps.filter(([other, its]) => other !== step && buildsOf(its).some((b) => declared(b, key)));
      const owner = declaring.find(([, its]) => buildsOf(its).every((build) => declared(build, key)));
      if (owner) {
        // The parameters it sends that one of the owner's builds does not pass on.
        const missing = (use.params ?? []).filter((name) =>
          buildsOf(owner[1]).some((build) => !(name in /** @type {StepCall} */ (declared(build, key)).params)),
        );
        return missing.length
          ? [
              `${step} uses ${callName(use)} with ${missing.map((p) => `"${p}"`).join(', ')}, which ${owner[0]} does not pass on`,
            ]
          : [];
      }
      const partly = declaring.map(([other]) => other);
      return [
        partly.length
          ? `${step} uses ${callName(use)}, which ${partly.join(', ')} declares in only one of its builds`
          : `${step} uses ${callName(use)}, which no step of the registry declares`,
      ];
    });
  });
}

/**
 * The steps other than `owner` that use the call `key` (a callKey), in any of their builds.
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

module.exports = { parseStepUses, buildsOf, unmetUses, usersOf };
