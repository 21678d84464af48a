// @ts-check
// What a release changes in the shop server's allow-list (docs/step-release.md, "calls"): the calls the step's new
// build declares against those of the build it replaces, whether another step already owns one of them, and whether
// one drops what the step's current builds have for it.
const { DROPPED_CHECK, callKey, callName, callOwners, droppedLines, parseStepCalls } = require('./calls');
const { buildsOf, parseStepUses } = require('./callUses');

/**
 * @typedef {import('./index').StepCall} StepCall
 * @typedef {import('./callUses').EntryCalls} EntryCalls
 * @typedef {{ added: StepCall[], removed: StepCall[], changed: { before: StepCall, after: StepCall }[] }} CallChanges
 */

/** A JSON object, not null nor an array: what a registry entry, a manifest or a record is read as. @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Each entry's declared calls and uses, its trial's too (docs/step-release.md, "share"), checked.
 * @param {Record<string, unknown>} registry @returns {Record<string, EntryCalls>}
 */
function registryCalls(registry) {
  /** @param {string} step @param {Record<string, unknown>} build */
  const buildCalls = (step, build) => ({
    calls: build.calls === undefined ? [] : parseStepCalls(build.calls, step),
    uses: parseStepUses(build.uses, step),
  });
  return Object.fromEntries(
    Object.entries(registry).map(([step, value]) => {
      const entry = /** @type {Record<string, unknown>} */ (value);
      const trial = isObject(entry.trial) ? { trial: buildCalls(step, entry.trial) } : {};
      return [step, { ...buildCalls(step, entry), ...trial }];
    }),
  );
}

/**
 * The calls of `step`'s new build, checked, with what they change. Throws when a call is malformed, does not fit its
 * kinds, is declared by another step of the registry, or drops what the step's current builds have for it.
 * @param {Record<string, unknown>} registry @param {string} step @param {unknown} declared the build's step.json "calls"
 * @returns {{ calls: StepCall[], changes: CallChanges }}
 */
function releasedCalls(registry, step, declared) {
  const calls = parseStepCalls(declared, step);
  const { [step]: current, ...others } = registryCalls(registry);
  // Another step's calls are those of its main build and, while it shares its buyers, of its trial build too.
  for (const onTrial of [false, true]) {
    /** @type {[string, readonly StepCall[]][]} */
    const builds = Object.entries(others).map(([other, entry]) => [other, ((onTrial && entry.trial) || entry).calls]);
    callOwners([...builds, [step, calls]]);
  }
  const before = current ? buildsOf(current).flatMap((build) => build.calls) : [];
  const dropped = droppedLines(step, before, calls);
  if (dropped.length) throw Object.assign(new Error(dropped.join('; ')), { reason: DROPPED_CHECK });
  return { calls, changes: callChanges(current?.calls ?? [], calls) };
}

/**
 * Calls added, removed, and changed (the same call with other parameters or treatment).
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

/** A call's parameters and treatment in a line, in a fixed order. @param {StepCall} call */
function describeCall({ params, limit, texts, costs, event, provider, answer, idempotent }) {
  const names = Object.keys(params).sort();
  const skips = Object.entries(texts?.skipWhen ?? {}).map(([name, when]) => `${name} ${when}`);
  return [
    `params: ${names.length ? names.map((name) => (params[name] === 'data' ? name : `${name} (${params[name]})`)).join(', ') : 'none'}`,
    ...(limit ? [`limit: ${limit}`] : []),
    ...(texts ? [`texts${texts.skipWhen ? ` unless ${skips.join(', ')}` : ''}`] : []),
    ...(costs ? [`costs: ${costs}`] : []),
    ...(answer ? [`answer: ${answer}`] : []),
    ...(event ? [`event: ${event}${provider ? ` (${provider})` : ''}`] : []),
    ...(idempotent ? ['idempotent'] : []),
  ].join('; ');
}

/**
 * The changes as lines for a person: `+` added, `-` removed, `~` changed with what it was.
 * @param {CallChanges} changes @returns {string[]}
 */
function callChangeLines({ added, removed, changed }) {
  return [
    ...added.map((call) => `+ ${callName(call)} (${describeCall(call)})`),
    ...removed.map((call) => `- ${callName(call)}`),
    ...changed.map(({ before, after }) => `~ ${callName(after)} (${describeCall(after)}; was ${describeCall(before)})`),
  ];
}

module.exports = { registryCalls, releasedCalls, callChanges, callChangeLines, isObject };
