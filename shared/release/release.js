// @ts-check
// A release switches one step of the shop to one of its builds: it checks the build as the shop would load it and
// only then changes that step's entry in the release record (record.js), which keeps who changed what. A rollback
// goes back one entry of the step's history.
const fs = require('node:fs');
const { parseVersionFolder } = require('./versionFolder');
const { REMOTE_ENTRY } = require('@greencard/step-contract/exposedModules');
const { originRefusal, parseStepOrigins } = require('./stepOrigins');
const { RecordConflict, RecordLost } = require('./record');
const { releaseProblems } = require('./releaseProblems');
const { buildManifestUrl, entryManifest, integrityOf, stepOrigin, versionOf, withRelease } = require('./registryEntry');
const {
  callKey,
  callName,
  parseStepCalls,
  parseStepJson,
  parseStepRoutes,
  parseStepUses,
  releasedCalls,
  unmetUses,
  usersOf,
  isObject,
} = require('@greencard/step-contract');
const { isStepName, STEP_NAME_RULE } = require('@greencard/step-contract/stepName');
const { sharing, withShare, withoutTrial } = require('./shareRelease');
const { canaryOf, canaryStart } = require('./canaryRelease');

/** A release that must not happen; its message says why, and the registry was left as it was. */
class ReleaseRefused extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * A file of the build being released, from its own folder on an origin the shop allows for the step (the caller
 * checked it): never a redirect elsewhere. Undefined when `optional` and the build has none (404). The refusal says
 * what is wrong with the build, never how a host answered: the release service answers it to teams, and a text
 * telling which hosts and ports answer would map a network for them.
 * @param {typeof fetch} fetchImpl @param {string} url @param {string} what the build's file, for the refusal
 * @param {{ optional?: boolean }} [options]
 * @returns {Promise<Response | undefined>}
 */
async function load(fetchImpl, url, what, { optional = false } = {}) {
  const missing = () => new ReleaseRefused(`its ${what} could not be loaded from its build folder (${url})`);
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw missing();
  }
  if (optional && response.status === 404) return undefined;
  if (!response.ok) throw missing();
  return response;
}

/**
 * A JSON file of the build (its manifest, routes.json, step.json), or undefined when `optional` and it has none.
 * @param {typeof fetch} fetchImpl @param {string} url @param {string} what @param {{ optional?: boolean }} [options]
 */
async function loadJson(fetchImpl, url, what, options = {}) {
  const response = await load(fetchImpl, url, what, options);
  if (!response) return undefined;
  try {
    return await response.json();
  } catch {
    throw new ReleaseRefused(`its ${what} is not JSON`);
  }
}

/** The shell build's manifest, which every build is checked against; the refusal names no file of the server. @param {string} file */
function readShellManifest(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseRefused("The shell build's mf-manifest.json cannot be read: no build can be checked against it");
  }
}

/**
 * Why `step` cannot join the registry as a new step, or undefined: a new step needs a name the shop accepts and an
 * origin to load its build from (no entry of its own says where its builds are).
 * @param {string} step @param {string | undefined} origin
 */
function newStepRefusal(step, origin) {
  if (!isStepName(step)) return `"${step}" is not a step's name: ${STEP_NAME_RULE}`;
  if (!origin) return `${step} is a new step of the registry: give --origin, where its builds are served`;
  return undefined;
}

/**
 * The journey, calls and uses of the build's step.json (docs/step-release.md), for its registry entry; a new step
 * must have one, and its journey may name only steps of the registry. The shop server checks the rest when it reads it.
 * @param {unknown} declared the build's step.json, undefined when it has none
 * @param {{ step: string, version: string, registry: Record<string, unknown>, isNew: boolean }} release
 * @returns {Partial<import('@greencard/step-contract').StepDeclaration>}
 */
function stepDeclarations(declared, { step, version, registry, isNew }) {
  if (declared === undefined) {
    if (isNew) throw new ReleaseRefused(`${step} ${version}: a new step's build must carry its step.json`);
    return {};
  }
  const { journey, calls, uses } = refusedAs(`${step} ${version} cannot go live: `, () =>
    parseStepJson(declared, step),
  );
  if (isNew) {
    for (const key of /** @type {const} */ (['follows', 'precedes'])) {
      const other = journey[key];
      if (other !== undefined && !(other in registry)) {
        throw new ReleaseRefused(
          `${step} ${version}: its journey ${key} ${JSON.stringify(other)}, which is not a step of the registry`,
        );
      }
    }
  }
  return { journey, calls, ...(uses === undefined ? {} : { uses }) };
}

/**
 * What `work` answers, or the release refused with its error's message after `what`; for a declaration of the build,
 * the words a team's editor shows for the same file (docs/step-release.md, "The schemas").
 * @template T @param {string} what @param {() => T} work @returns {T}
 */
function refusedAs(what, work) {
  try {
    return work();
  } catch (error) {
    throw new ReleaseRefused(`${what}${error instanceof Error ? error.message : error}`);
  }
}

/**
 * Each entry's declared calls and uses (its trial's too), as callUses.js judges them; none for a bare URL entry.
 * @param {Record<string, unknown>} registry
 * @returns {Record<string, import('@greencard/step-contract').EntryCalls>}
 */
function declaredCalls(registry) {
  /** @param {string} step @param {unknown} build */
  const buildCalls = (step, build) =>
    isObject(build)
      ? {
          calls: build.calls === undefined ? [] : parseStepCalls(build.calls, step),
          uses: parseStepUses(build.uses, step),
        }
      : { calls: [] };
  return refusedAs('', () =>
    Object.fromEntries(
      Object.entries(registry).map(([step, entry]) => {
        const trial = isObject(entry) && isObject(entry.trial) ? { trial: buildCalls(step, entry.trial) } : {};
        return [step, { ...buildCalls(step, entry), ...trial }];
      }),
    ),
  );
}

/**
 * Why the registry after a release of `step` would break a call another step uses: the build removes a call another
 * step's build uses (naming it), or a step uses a call no step owns any more, or one whose owner no longer passes on a
 * parameter it sends (docs/step-release.md, "uses").
 * @param {Record<string, unknown>} registry before @param {Record<string, unknown>} next after
 * @param {string} step @param {import('@greencard/step-contract').CallChanges | undefined} changes
 * @returns {string[]}
 */
function brokenUses(registry, next, step, changes) {
  const before = declaredCalls(registry);
  const removed = (changes?.removed ?? []).flatMap((call) => {
    const users = usersOf(before, step, callKey(call));
    return users.length
      ? [`it removes ${callName(call)}, and ${users.join(', ')} ${users.length > 1 ? 'use' : 'uses'} it`]
      : [];
  });
  return removed.length ? removed : unmetUses(declaredCalls(next));
}

/**
 * The calls of the build's step.json checked against the vocabularies and the other steps' calls, with what they
 * change in the shop server's allow-list.
 * @param {Record<string, unknown>} registry @param {string} step @param {string} version @param {unknown} calls
 */
const checkedCalls = (registry, step, version, calls) =>
  refusedAs(`${step} ${version} cannot go live: `, () => releasedCalls(registry, step, calls));

/**
 * Releases build `version` of `step`: loads its manifest over HTTP from `origin` (default: where the step's current
 * build is served), checks it exposes ./app, that the shell provides the shared packages it needs in versions it
 * accepts and that it was built for the shell's journey major, then sets the step's registry entry to it (with
 * the routes of the build's routes.json when it has one, and the journey and the calls of its step.json; the calls
 * changes are answered for the release to print). With `share`, the build goes to that share of the buyers who start
 * a journey (shareRelease.js); without, to every buyer. `accept`, when given, checks the whole registry after the
 * change (the shop server's own parse, docs/step-release.md) and throws to refuse it. With `canary`, the build goes to
 * its canary plan's first share, which the shop server's canary then moves on or rolls back. The change is recorded with
 * `by` in the history; a refusal too, with its reason. `origins` are where the shop allows each step's builds
 * (STEP_ORIGINS; by default this machine's): a build elsewhere is refused before anything is fetched. Throws
 * ReleaseRefused, leaving the registry untouched.
 * @param {{
 *   step: string, version: string, record: ReleaseRecord, by: string, shellManifestFile: string, origin?: string,
 *   share?: number, canary?: boolean, fetchImpl?: typeof fetch, accept?: (registry: Record<string, unknown>) => unknown,
 *   origins?: import('./stepOrigins').StepOrigins,
 * }} options
 * @returns {Promise<{
 *   manifest: string, previous: string | undefined, changed: boolean,
 *   calls: import('@greencard/step-contract').CallChanges | undefined,
 *   sharing?: { main: string, trial: string, share: number },
 * }>}
 */
async function release(options) {
  const { step, record, by, share } = options;
  const snapshot = await currentRecord(record);
  try {
    return await releaseOnto(snapshot, options);
  } catch (error) {
    if (!(error instanceof ReleaseRefused)) throw error;
    const from = entryManifest(snapshot.registry[step]);
    const base = options.origin ?? stepOrigin(from);
    // The refusal is answered whether or not its note can be written (the record may have become unreadable since).
    await record
      .note({
        at: new Date().toISOString(),
        by,
        action: share === undefined ? 'release' : 'share',
        step,
        from: from ?? null,
        to: base && parseVersionFolder(options.version) ? buildManifestUrl(base, options.version) : options.version,
        ...(share === undefined ? {} : { share }),
        verdict: `refused: ${error.message}`,
      })
      .catch(() => undefined);
    throw error;
  }
}

/**
 * The release's checks and its change of the record read in `snapshot`.
 * @param {RecordSnapshot} snapshot @param {Parameters<typeof release>[0]} options
 */
async function releaseOnto(
  snapshot,
  {
    step,
    version,
    record,
    by,
    shellManifestFile,
    origin,
    share: asked,
    canary: watched,
    fetchImpl = fetch,
    accept,
    origins = parseStepOrigins(undefined),
  },
) {
  let share = asked;
  if (!parseVersionFolder(version)) {
    throw new ReleaseRefused(`"${version}" is not a build's version folder, such as 1.2.0+4f3c2a1`);
  }
  const { registry } = snapshot;
  const isNew = !(step in registry);
  const newStepProblem = isNew ? newStepRefusal(step, origin) : undefined;
  if (newStepProblem) throw new ReleaseRefused(newStepProblem);
  if (isNew && share !== undefined)
    throw new ReleaseRefused(`${step} is a new step: it joins every buyer's journey, so --share does not apply`);
  const previous = entryManifest(registry[step]);
  const base = origin ?? stepOrigin(previous);
  if (!base)
    throw new ReleaseRefused(`Where ${step}'s builds are served is not known from the registry: give --origin`);
  const manifestUrl = buildManifestUrl(base, version);
  // Before anything is fetched: the release service fetches only from a step's own origins (docs/step-release.md).
  const foreign = originRefusal(origins, step, manifestUrl);
  if (foreign) throw new ReleaseRefused(`${step} ${version} cannot go live: ${foreign}`);
  const fromBuild = (/** @type {() => Promise<any>} */ read) =>
    read().catch((error) => {
      if (error instanceof ReleaseRefused) error.message = `${step} ${version} cannot go live: ${error.message}`;
      throw error;
    });
  const fileUrl = (/** @type {string} */ name) => new URL(name, manifestUrl).href;

  const manifest = await fromBuild(() => loadJson(fetchImpl, manifestUrl, 'mf-manifest.json'));
  if (!manifest || typeof manifest !== 'object')
    throw new ReleaseRefused(`${step} ${version} cannot go live: its mf-manifest.json is not a federation manifest`);
  const shell = readShellManifest(shellManifestFile);
  const problems = releaseProblems({ step, version, manifest, shell });
  if (problems.length) {
    throw new ReleaseRefused(`${step} ${version} cannot go live:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  // The container script buyers load, pinned by its hash in the registry: the page has the browser check it, and the
  // shop server refuses a registry whose file is no longer the one released (docs/step-release.md).
  const entry = await fromBuild(() => load(fetchImpl, fileUrl(REMOTE_ENTRY), REMOTE_ENTRY));
  const integrity = integrityOf(Buffer.from(await /** @type {Response} */ (entry).arrayBuffer()));
  // The shop server puts the step's first views in its pages: a file missing where the manifest says leaves them
  // blank until the browser renders them (docs/server-rendering.md). releaseProblems holds it to the build's folder.
  const firstView = manifest.metaData?.greencard?.firstView;
  if (typeof firstView === 'string') await fromBuild(() => loadJson(fetchImpl, fileUrl(firstView), 'first views'));
  const loadedRoutes = await fromBuild(() =>
    loadJson(fetchImpl, fileUrl('routes.json'), 'routes.json', { optional: true }),
  );
  const routes =
    loadedRoutes === undefined
      ? undefined
      : refusedAs(`${step} ${version} cannot go live: `, () => parseStepRoutes(loadedRoutes, step));
  if (isNew && routes === undefined)
    throw new ReleaseRefused(`${step} ${version}: a new step's build must carry its routes.json`);
  const stepJson = await fromBuild(() => loadJson(fetchImpl, fileUrl('step.json'), 'step.json', { optional: true }));
  const { journey, calls, uses } = stepDeclarations(stepJson, { step, version, registry, isNew });
  const released = stepJson === undefined ? undefined : checkedCalls(registry, step, version, calls);
  // A canary goes to its plan's first share, and its entry says so (canaryRelease.js).
  const started = watched ? canaryStart({ step, manifest: manifestUrl, stepJson, isNew, share, previous }) : undefined;
  if (started && 'refused' in started)
    throw new ReleaseRefused(`${step} ${version} cannot start a canary: ${started.refused}`);
  if (started) share = started.share;

  const next = refusedAs(`${step} ${version} cannot go live: `, () =>
    withRelease(registry, step, {
      manifest: manifestUrl,
      integrity,
      routes,
      declared: released && { journey, calls: released.calls, ...(uses ? { uses } : {}) },
    }),
  );
  const shared = sharedEntry(step, registry[step], next[step], share);
  if ('refused' in shared) throw new ReleaseRefused(`${step} ${version} cannot go live: ${shared.refused}`);
  next[step] = shared.entry;
  const broken = brokenUses(registry, next, step, released?.changes);
  if (broken.length) {
    throw new ReleaseRefused(`${step} ${version} cannot go live:\n${broken.map((p) => `  - ${p}`).join('\n')}`);
  }
  const changed = JSON.stringify(next[step]) !== JSON.stringify(registry[step]);
  if (changed) {
    const action = share === undefined ? 'release' : 'share';
    await commitChange({ record, snapshot, accept }, next, `${step} ${version}`, {
      ...change({ by, action, step, before: registry[step], after: next[step], share }),
      to: manifestUrl,
      ...(started ? { canary: started.canary } : {}),
    });
  }
  const shares = sharing(next[step]);
  return { manifest: manifestUrl, previous, changed, calls: released?.changes, ...(shares ? { sharing: shares } : {}) };
}

/**
 * The step's entry with the release's share: to that share of starting buyers, or, without one, to every buyer (a
 * trial ends); or why not.
 * @param {string} step @param {unknown} current @param {unknown} released @param {number | undefined} share
 * @returns {{ entry: unknown } | { refused: string }}
 */
function sharedEntry(step, current, released, share) {
  if (share === undefined) return { entry: isObject(released) ? withoutTrial(released) : released };
  const entry = isObject(released)
    ? withShare(step, current, released, share)
    : `${step}'s registry entry is a bare URL: --share needs { manifest, routes, ... }`;
  return typeof entry === 'string' ? { refused: entry } : { entry };
}

/**
 * Withdraws `step` from the shop: its entry leaves the registry, and with it its pages and its place in the journey
 * (the steps around it then follow each other). Refused while another step's journey names it, as the journey would
 * then have no order, and while another step uses a call it owns (docs/step-release.md, "uses").
 * @param {{ step: string, record: ReleaseRecord, by: string, accept?: (registry: Record<string, unknown>) => unknown }} options
 * @returns {Promise<{ previous: string | undefined }>}
 */
async function withdraw({ step, record, by, accept }) {
  const snapshot = await currentRecord(record);
  const { registry } = snapshot;
  if (!(step in registry)) throw new ReleaseRefused(`The registry has no step "${step}"`);
  const naming = stepsNaming(registry, step);
  if (naming.length) {
    throw new ReleaseRefused(
      `${step} cannot be withdrawn while ${naming.join(', ')}: release builds of those steps that do not name it first`,
    );
  }
  const declared = declaredCalls(registry);
  const owned = [
    ...new Map(
      [declared[step], declared[step]?.trial]
        .flatMap((build) => build?.calls ?? [])
        .map((call) => [callKey(call), { key: callKey(call), name: callName(call) }]),
    ).values(),
  ];
  const used = owned.flatMap(({ key, name }) => usersOf(declared, step, key).map((user) => `${user} uses ${name}`));
  if (used.length) {
    throw new ReleaseRefused(
      `${step} cannot be withdrawn while ${used.join(', ')}: release builds of those steps that do not use it first`,
    );
  }
  const { [step]: withdrawn, ...rest } = registry;
  await commitChange(
    { record, snapshot, accept },
    rest,
    `withdrawing ${step}`,
    change({ by, action: 'withdraw', step, before: withdrawn, after: undefined }),
  );
  return { previous: entryManifest(withdrawn) };
}

/** @param {Record<string, unknown>} registry @param {string} step */
const stepsNaming = (registry, step) =>
  Object.entries(registry).flatMap(([other, entry]) => {
    const journey = isObject(entry) && isObject(entry.journey) ? entry.journey : {};
    return ['follows', 'precedes'].filter((key) => journey[key] === step).map((key) => `${other} ${key} ${step}`);
  });

/**
 * The step's last change in the history that no rollback has undone yet: what a rollback undoes.
 * @param {HistoryEntry[]} history @param {string} step
 */
function lastUndoable(history, step) {
  const undone = new Set(history.flatMap((entry) => (entry.undoes === undefined ? [] : [entry.undoes])));
  return history.findLast(
    (entry) =>
      entry.step === step && entry.verdict === 'passed' && entry.action !== 'rollback' && !undone.has(entry.version),
  );
}

/**
 * Goes back one entry of the step's history: its entry becomes what it was before its last change that no rollback
 * undid yet (a second rollback goes back one more); a step that change added is taken out. The calls of the entry it
 * goes back to are checked against the other steps' as they are now, and `accept` checks the whole registry. With
 * `to`, a version folder, it goes back to the entry the step last ran that build with instead (rollbackTo).
 * @param {{ step: string, to?: string, record: ReleaseRecord, by: string, accept?: (registry: Record<string, unknown>) => unknown }} options
 * @returns {Promise<{ undone?: HistoryEntry, manifest: string | undefined }>}
 */
async function rollback({ step, to, record, by, accept }) {
  if (to !== undefined) return rollbackTo({ step, to, record, by, accept });
  const snapshot = await currentRecord(record);
  const { registry } = snapshot;
  const undone = lastUndoable(await record.history(), step);
  if (!undone) throw new ReleaseRefused(`${step} has no change in the release history to go back from`);
  if (JSON.stringify(registry[step]) !== JSON.stringify(undone.after)) {
    throw new ReleaseRefused(
      `${step}'s entry is no longer what change ${undone.version} made it: release the build it should run instead`,
    );
  }
  const { [step]: _current, ...others } = registry;
  let next = others;
  if (undone.before === undefined) {
    const naming = stepsNaming(registry, step);
    if (naming.length)
      throw new ReleaseRefused(`${step} was new in change ${undone.version}, and cannot go while ${naming.join(', ')}`);
  } else {
    const { calls } = isObject(undone.before) ? undone.before : {};
    if (calls !== undefined) checkedCalls(others, step, `back to change ${undone.version}`, calls);
    next = { ...registry, [step]: undone.before };
  }
  await commitChange({ record, snapshot, accept }, next, `${step} back to before change ${undone.version}`, {
    ...change({ by, action: 'rollback', step, before: registry[step], after: undone.before }),
    undoes: undone.version,
  });
  return { undone, manifest: entryManifest(undone.before) };
}

/**
 * Goes back to build `to` (a version folder) of `step`: its entry becomes the one the step last ran that build with,
 * as the history keeps it (the entry after a change, or before one), for every buyer (a trial ends). The same checks as
 * a rollback's; refused for a build the history never ran for the step, or the one it runs now for every buyer.
 * @param {{ step: string, to: string, record: ReleaseRecord, by: string, accept?: (registry: Record<string, unknown>) => unknown }} options
 * @returns {Promise<{ manifest: string | undefined }>}
 */
async function rollbackTo({ step, to, record, by, accept }) {
  if (!parseVersionFolder(to))
    throw new ReleaseRefused(`"${to}" is not a build's version folder, such as 1.2.0+4f3c2a1`);
  const snapshot = await currentRecord(record);
  const { registry } = snapshot;
  if (!(step in registry)) throw new ReleaseRefused(`The registry has no step "${step}"`);
  const ran = (await record.history())
    .filter((entry) => entry.step === step && entry.verdict === 'passed')
    .flatMap((entry) => [entry.after, entry.before])
    .findLast((entry) => isObject(entry) && versionOf(entry.manifest) === to);
  if (!isObject(ran))
    throw new ReleaseRefused(`${step} never ran ${to}, as its release history tells: release it instead`);
  const target = withoutTrial(ran);
  if (JSON.stringify(target) === JSON.stringify(registry[step]))
    throw new ReleaseRefused(`${step} already runs ${to} for every buyer`);
  const { calls } = target;
  if (calls !== undefined) {
    const { [step]: _current, ...others } = registry;
    checkedCalls(others, step, `back to ${to}`, calls);
  }
  const next = { ...registry, [step]: target };
  await commitChange(
    { record, snapshot, accept },
    next,
    `${step} back to ${to}`,
    change({ by, action: 'rollback', step, before: registry[step], after: target }),
  );
  return { manifest: entryManifest(target) };
}

/**
 * The canary under way for `step`, or the request refused: `promote` and `abort` act only on one.
 * @param {Record<string, unknown>} registry @param {HistoryEntry[]} history @param {string} step @param {string} what
 */
function runningCanary(registry, history, step, what) {
  const canary = canaryOf(registry, history, step);
  if (!canary) throw new ReleaseRefused(`${step} has no canary under way: there is nothing to ${what}`);
  return canary;
}

/**
 * Moves `step`'s canary on to its next stage now, whatever its judge would say (a team that knows its build is sound,
 * or a canary that holds): the stage's share, or, from the stage before 100%, the build for every buyer. The canary
 * goes on judging from the new stage. Argo Rollouts' `promote`.
 * @param {{ step: string, record: ReleaseRecord, by: string, accept?: (registry: Record<string, unknown>) => unknown }} options
 * @returns {Promise<{ build: string, share: number, complete: boolean }>}
 */
async function promote({ step, record, by, accept }) {
  const snapshot = await currentRecord(record);
  const { registry } = snapshot;
  const { state, main, trial } = runningCanary(registry, await record.history(), step, 'promote');
  const stage = state.stage + 1;
  const share = /** @type {number} */ (state.plan.stages[stage]);
  const complete = stage >= state.plan.stages.length - 1;
  const entry = /** @type {Record<string, unknown>} */ (registry[step]);
  const { trial: trialEntry, ...rest } = entry;
  const { share: _share, ...build } = /** @type {Record<string, unknown>} */ (trialEntry);
  const after = complete ? build : { ...rest, trial: { ...build, share } };
  const next = { ...registry, [step]: after };
  const at = new Date().toISOString();
  await commitChange({ record, snapshot, accept }, next, `promoting ${step}'s canary`, {
    ...change({
      by,
      action: complete ? 'release' : 'share',
      step,
      before: entry,
      after,
      ...(complete ? {} : { share }),
    }),
    at,
    from: main,
    to: trial,
    canary: { build: trial, plan: state.plan, stage, since: at },
  });
  return { build: trial, share, complete };
}

/**
 * Ends `step`'s canary now: every buyer gets the step's current build again from their next page (Argo Rollouts'
 * `abort`), as a failed verdict would.
 * @param {{ step: string, record: ReleaseRecord, by: string, accept?: (registry: Record<string, unknown>) => unknown }} options
 * @returns {Promise<{ build: string, manifest: string }>}
 */
async function abort({ step, record, by, accept }) {
  const snapshot = await currentRecord(record);
  const { registry } = snapshot;
  const { state, main, trial } = runningCanary(registry, await record.history(), step, 'abort');
  const entry = /** @type {Record<string, unknown>} */ (registry[step]);
  const after = withoutTrial(entry);
  const next = { ...registry, [step]: after };
  await commitChange({ record, snapshot, accept }, next, `aborting ${step}'s canary`, {
    ...change({ by, action: 'rollback', step, before: entry, after }),
    from: trial,
    to: main,
    canary: state,
  });
  return { build: trial, manifest: main };
}

/**
 * The history entry of a change of `step` from `before` to `after` (undefined: no entry), its checks passed.
 * @param {{ by: string, action: import('./record').RecordAction, step: string, before: unknown, after: unknown, share?: number }} change
 * @returns {NewHistoryEntry}
 */
function change({ by, action, step, before, after, share }) {
  return {
    at: new Date().toISOString(),
    by,
    action,
    step,
    from: entryManifest(before) ?? null,
    to: entryManifest(after) ?? null,
    ...(share === undefined ? {} : { share }),
    verdict: 'passed',
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
  };
}

/**
 * The record a change is decided on, or the change refused while it cannot be read: the shop goes on serving the last
 * registry it read, and releases and rollbacks wait until the record is back (docs/step-release.md, "The release
 * record"). The reasons name no file, store or address: the release service answers them to teams.
 * @param {ReleaseRecord} record @returns {Promise<RecordSnapshot>}
 */
async function currentRecord(record) {
  const waiting = 'releases and rollbacks wait until it is back; buyers run the last registry the shop read';
  let snapshot;
  try {
    snapshot = await record.read();
  } catch (error) {
    const why = error instanceof RecordLost ? error.message : 'its store does not answer';
    throw new ReleaseRefused(`The release record cannot be read now (${why}): ${waiting}`);
  }
  if (!snapshot)
    throw new ReleaseRefused(
      `There is no release record: it is seeded once, before the first release, or written back by a shop server that knew it; ${waiting}`,
    );
  if (!isObject(snapshot.registry)) throw new ReleaseRefused('The release record holds no registry');
  return snapshot;
}

/**
 * Writes the change `entry` of the record read in `snapshot` to the registry `next`: refused when `accept`, given, does
 * not take `next` (a registry the shop server would not run), or when another change came first.
 * @param {{ record: ReleaseRecord, snapshot: RecordSnapshot, accept?: (registry: Record<string, unknown>) => unknown }} at
 * @param {Record<string, unknown>} next @param {string} what the change, for the refusal @param {NewHistoryEntry} entry
 */
async function commitChange({ record, snapshot, accept }, next, what, entry) {
  try {
    await accept?.(next);
  } catch (error) {
    throw new ReleaseRefused(`${what} cannot go live: ${error instanceof Error ? error.message : error}`);
  }
  try {
    await record.change(snapshot, next, entry);
  } catch (error) {
    if (error instanceof RecordConflict) throw new ReleaseRefused(error.message);
    throw error;
  }
}

/**
 * @typedef {import('./record').ReleaseRecord} ReleaseRecord
 * @typedef {import('./record').RecordSnapshot} RecordSnapshot
 * @typedef {import('./record').HistoryEntry} HistoryEntry
 * @typedef {import('./record').NewHistoryEntry} NewHistoryEntry
 */

module.exports = { release, withdraw, rollback, promote, abort, ReleaseRefused };
