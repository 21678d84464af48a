// @ts-check
// What a release changes in the shop server's allow-list (docs/step-release.md, "calls"): the calls the step's new
// build declares against those of the build it replaces, and whether another step already owns one of them.
const { callKey, callOwners, parseStepCalls } = require('./stepCalls');

/**
 * @typedef {import('@greencard/step-contract').StepCall} StepCall
 * @typedef {{ added: StepCall[], removed: StepCall[], changed: { before: StepCall, after: StepCall }[] }} CallChanges
 */

const isObject = (/** @type {unknown} */ value) => !!value && typeof value === 'object' && !Array.isArray(value);

/** The calls a registry entry declares; none for an entry that declares none (a bare manifest URL). @param {unknown} entry */
const entryCalls = (entry) => (isObject(entry) ? /** @type {{ calls?: unknown }} */ (entry).calls : undefined);

/** The calls of an entry's build on trial (docs/step-release.md, "share"), else of its main build. @param {unknown} entry */
const trialCalls = (entry) => {
  const trial = isObject(entry) ? /** @type {{ trial?: unknown }} */ (entry).trial : undefined;
  return isObject(trial) ? entryCalls(trial) : entryCalls(entry);
};

/**
 * The calls of `step`'s new build, checked, with what they change. Throws when a call is malformed, names a value
 * outside the vocabularies, or is declared by another step of the registry.
 * @param {Record<string, unknown>} registry @param {string} step @param {unknown} declared the build's step.json "calls"
 * @returns {{ calls: StepCall[], changes: CallChanges }}
 */
function releasedCalls(registry, step, declared) {
  const calls = parseStepCalls(declared, step);
  // Another step's calls are those of its main build and, while it shares its buyers, of its trial build too.
  for (const callsOf of [entryCalls, trialCalls]) {
    const others = Object.entries(registry).flatMap(([other, entry]) => {
      const value = callsOf(entry);
      return other === step || value === undefined
        ? []
        : [/** @type {[string, StepCall[]]} */ ([other, parseStepCalls(value, other)])];
    });
    callOwners([...others, [step, calls]]);
  }
  const current = entryCalls(registry[step]);
  return { calls, changes: callChanges(current === undefined ? [] : parseStepCalls(current, step), calls) };
}

/**
 * Calls added, removed, and changed (same method and path, other query, checks or answer).
 * @param {readonly StepCall[]} before @param {readonly StepCall[]} after @returns {CallChanges}
 */
function callChanges(before, after) {
  const old = new Map(before.map((call) => [callKey(call), call]));
  const next = new Map(after.map((call) => [callKey(call), call]));
  /** @type {CallChanges} */
  const changes = { added: [], removed: [], changed: [] };
  for (const [key, call] of next) {
    const was = old.get(key);
    if (!was) changes.added.push(call);
    else if (describeCall(was) !== describeCall(call)) changes.changed.push({ before: was, after: call });
  }
  for (const [key, call] of old) if (!next.has(key)) changes.removed.push(call);
  return changes;
}

/** @param {StepCall} call */
function describeCall({ query = [], checks = [], answer }) {
  return [
    `query: ${query.length ? query.join(', ') : 'none'}`,
    `checks: ${checks.length ? checks.join(', ') : 'none'}`,
    ...(answer ? [`answer: ${answer}`] : []),
  ].join('; ');
}

/**
 * The changes as lines for a person: `+` added, `-` removed, `~` changed with what it was.
 * @param {CallChanges} changes @returns {string[]}
 */
function callChangeLines({ added, removed, changed }) {
  return [
    ...added.map((call) => `+ ${callKey(call)} (${describeCall(call)})`),
    ...removed.map((call) => `- ${callKey(call)}`),
    ...changed.map(({ before, after }) => `~ ${callKey(after)} (${describeCall(after)}; was ${describeCall(before)})`),
  ];
}

module.exports = { releasedCalls, callChanges, callChangeLines };
