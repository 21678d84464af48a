// @ts-check
// A release switches one step of the shop to one of its builds: it checks the build as the shop would load it and
// only then changes that step's entry in the release record (record.js), which keeps who changed what. A rollback
// goes back one entry of the step's history.
const fs = require('node:fs');
const { isDeepStrictEqual } = require('node:util');
const { parseVersionFolder } = require('./versionFolder');
const { REMOTE_ENTRY } = require('@greencard/step-contract/exposedModules');
const { originRefusal, parseStepOrigins } = require('./stepOrigins');
const { dryRunRecord, RecordConflict, RecordLost } = require('./record');
const { releaseStatus } = require('./releaseStatus');
const { releaseProblems } = require('./releaseProblems');
const { buildManifestUrl, entryManifest, integrityOf, stepOrigin, versionOf } = require('./registryEntry');
const {
  callKey,
  callName,
  droppedLines,
  parseStepJson,
  parseStepRoutes,
  registryCalls,
  releasedCalls,
  unmetUses,
  usersOf,
  isObject,
} = require('@greencard/step-contract');
const { isStepName, STEP_NAME_RULE } = require('@greencard/step-contract/stepName');
const { withShare, withoutTrial } = require('./shareRelease');
const { canaryMove, canaryOf, canaryStart } = require('./canaryRelease');

/** A release that must not happen; its message says why, and the registry was left as it was. */
class ReleaseRefused extends Error {
  /** @override */ name = 'ReleaseRefused';
}

const TIMEOUT_MS = 10_000;

/** The shell build's manifest, which every build is checked against; the refusal names no file of the server. @param {string} file */
function readShellManifest(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new ReleaseRefused("The shell build's mf-manifest.json cannot be read: no build can be checked against it");
  }
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

/** @param {string} version */
const notAVersion = (version) =>
  new ReleaseRefused(`"${version}" is not a build's version folder, such as 1.2.0+4f3c2a1`);

/** Each entry's declared calls and uses, as callUses.js judges them. @param {Registry} registry */
const declaredCalls = (registry) => refusedAs('', () => registryCalls(registry));

/**
 * Why the registry after a release of `step` would break a call another step uses: the build removes a call another
 * step's build uses (naming it), or a step uses a call no step owns any more, or one whose owner no longer passes on a
 * parameter it sends (docs/step-release.md, "uses").
 * @param {Registry} registry before @param {Registry} next after
 * @param {string} step @param {import('@greencard/step-contract').CallChanges} changes
 * @returns {string[]}
 */
function brokenUses(registry, next, step, changes) {
  const before = declaredCalls(registry);
  const removed = changes.removed.flatMap((call) => {
    const users = usersOf(before, step, callKey(call));
    return users.length
      ? [`it removes ${callName(call)}, and ${users.join(', ')} ${users.length > 1 ? 'use' : 'uses'} it`]
      : [];
  });
  return removed.length ? removed : unmetUses(declaredCalls(next));
}

/**
 * Releases build `version` of `step`: loads its manifest over HTTP from `origin` (default: where the step's current
 * build is served), checks it exposes ./app, that the shell provides the shared packages it needs in versions it
 * accepts and that it was built for the shell's journey major, then sets the step's registry entry to it (with
 * the routes of the build's routes.json, and the journey and the calls of its step.json; the calls
 * changes are answered for the release to print). With `share`, the build goes to that share of the buyers who start
 * a journey (shareRelease.js); without, to every buyer. `accept`, when given, checks the whole registry after the
 * change (the shop server's own parse, docs/step-release.md) and throws to refuse it. With `canary`, the build goes to
 * its canary plan's first share, which the shop server's canary then moves on or rolls back. The change is recorded with
 * `by` in the history; a refusal too, with its reason. `origins` are where the shop allows each step's builds
 * (STEP_ORIGINS; by default this machine's): a build elsewhere is refused before anything is fetched. Throws
 * ReleaseRefused, leaving the registry untouched.
 * @param {{
 *   step: string, version: string, record: ReleaseRecord, by: string, shellManifestFile: string, origin?: string,
 *   share?: number, canary?: boolean, fetchImpl?: typeof fetch, accept?: Accept,
 *   origins?: import('./stepOrigins').StepOrigins,
 * }} options
 * @returns {Promise<{
 *   manifest: string, previous: string | undefined, changed: boolean,
 *   calls: import('@greencard/step-contract').CallChanges,
 *   sharing?: { main: string, trial: string, share: number },
 * }>}
 */
async function release(options) {
  const { step, record, by, share } = options;
  const snapshot = await currentRecord(record);
  try {
    const { changed, answer, ...decided } = await releaseOnto(snapshot.registry, options);
    if (changed) await commitChange({ ...options, snapshot }, decided);
    return answer;
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
 * The release's checks on the registry read now, and the change it makes of the step's entry (`changed` false when
 * the step already runs the build as asked).
 * @param {Registry} registry @param {Parameters<typeof release>[0]} options
 */
async function releaseOnto(
  registry,
  {
    step,
    version,
    shellManifestFile,
    origin,
    share: asked,
    canary,
    fetchImpl = fetch,
    origins = parseStepOrigins(undefined),
  },
) {
  let share = asked;
  if (!parseVersionFolder(version)) throw notAVersion(version);
  const isNew = !(step in registry);
  if (isNew && !isStepName(step)) throw new ReleaseRefused(`"${step}" is not a step's name: ${STEP_NAME_RULE}`);
  if (isNew && !origin)
    throw new ReleaseRefused(`${step} is a new step of the registry: give --origin, where its builds are served`);
  if (isNew && share !== undefined)
    throw new ReleaseRefused(`${step} is a new step: it joins every buyer's journey, so --share does not apply`);
  const previous = entryManifest(registry[step]);
  const base = origin ?? stepOrigin(previous);
  if (!base)
    throw new ReleaseRefused(`Where ${step}'s builds are served is not known from the registry: give --origin`);
  const manifestUrl = buildManifestUrl(base, version);
  const live = `${step} ${version} cannot go live`;
  /** @param {string[]} problems */
  const refusedFor = (problems) => new ReleaseRefused(`${live}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  // Before anything is fetched: the release service fetches only from a step's own origins (docs/step-release.md).
  const foreign = originRefusal(origins, step, manifestUrl);
  if (foreign) throw new ReleaseRefused(`${live}: ${foreign}`);
  /**
   * A file of the build, beside its manifest on an origin the shop allows for the step (checked above): never a
   * redirect elsewhere. Its JSON (its manifest, routes.json, step.json), or its bytes with `bytes`; undefined when
   * `optional` and the build has none (404). `what` names it in a refusal, which says what is wrong with the build,
   * never how a host answered: the release service answers it to teams, and a text telling which hosts and ports answer
   * would map a network for them.
   * @param {string} name @param {string} [what] @param {{ optional?: boolean, bytes?: boolean }} [options]
   * @returns {Promise<any>}
   */
  const buildFile = async (name, what = name, { optional = false, bytes = false } = {}) => {
    const url = new URL(name, manifestUrl).href;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' }).catch(
      () => undefined,
    );
    if (optional && response?.status === 404) return undefined;
    if (!response?.ok)
      throw new ReleaseRefused(`${live}: its ${what} could not be loaded from its build folder (${url})`);
    const read = Buffer.from(await response.arrayBuffer());
    return bytes ? read : jsonOf(read, what);
  };
  /** A build file's bytes as JSON, or a refusal naming the file. @param {Buffer} read @param {string} what */
  const jsonOf = (read, what) => {
    try {
      return JSON.parse(new TextDecoder().decode(read));
    } catch {
      throw new ReleaseRefused(`${live}: its ${what} is not JSON`);
    }
  };

  const manifest = await buildFile('mf-manifest.json');
  if (!manifest || typeof manifest !== 'object')
    throw new ReleaseRefused(`${live}: its mf-manifest.json is not a federation manifest`);
  const problems = releaseProblems({ step, version, manifest, shell: readShellManifest(shellManifestFile) });
  if (problems.length) throw refusedFor(problems);
  // The container script buyers load, pinned by its hash in the registry: the page has the browser check it, and the
  // shop server refuses a registry whose file is no longer the one released (docs/step-release.md).
  const integrity = integrityOf(await buildFile(REMOTE_ENTRY, REMOTE_ENTRY, { bytes: true }));
  // The shop server puts the step's first views in its pages: a file missing where the manifest says leaves them
  // blank until the browser renders them (docs/server-rendering.md). releaseProblems holds it to the build's folder,
  // and its hash pins it as the container script's does: a file changed after its release is not put in a page.
  const firstView = manifest.metaData?.greencard?.firstView;
  const viewBytes =
    typeof firstView === 'string' ? await buildFile(firstView, 'first views', { bytes: true }) : undefined;
  if (viewBytes) jsonOf(viewBytes, 'first views');
  const firstViewIntegrity = viewBytes && integrityOf(viewBytes);
  /**
   * The build's routes.json or step.json (docs/step-release.md), read by the step contract's parser: every entry of
   * the registry has what they declare (registry.schema.json). The shop server checks the rest when it reads the registry.
   * @template T @param {string} name @param {(value: unknown, owner: string) => T} parse
   */
  const declaration = async (name, parse) => {
    const loaded = await buildFile(name, name, { optional: true });
    if (loaded === undefined) throw new ReleaseRefused(`${step} ${version}: a step's build must carry its ${name}`);
    return refusedAs(`${live}: `, () => parse(loaded, step));
  };
  const routes = await declaration('routes.json', parseStepRoutes);
  const stepJson = await declaration('step.json', parseStepJson);
  // A new step's journey may name only steps of the registry.
  for (const key of /** @type {const} */ (['follows', 'precedes'])) {
    const other = stepJson.journey[key];
    if (isNew && other !== undefined && !(other in registry))
      throw new ReleaseRefused(
        `${step} ${version}: its journey ${key} ${JSON.stringify(other)}, which is not a step of the registry`,
      );
  }
  // Its calls checked against the vocabularies and the other steps' calls, with what they change in the allow-list.
  const released = refusedAs(`${live}: `, () => releasedCalls(registry, step, stepJson.calls));
  // A canary goes to its plan's first share, and its entry says so (canaryRelease.js).
  const started = canary
    ? refusedAs(`${step} ${version} cannot start a canary: `, () =>
        canaryStart({ step, manifest: manifestUrl, stepJson, isNew, share, previous }),
      )
    : undefined;
  if (started) share = started.share;

  // The build's entry keeps any other field the step's entry had; its uses are those of its step.json, none when it
  // declares none, and its container script its own: never the build's before it.
  const current = /** @type {Record<string, unknown>} */ (registry[step]);
  const {
    uses: _previous,
    integrity: _pinned,
    firstViewIntegrity: _pinnedView,
    ...kept
  } = isObject(current) ? current : {};
  const { journey, uses } = stepJson;
  const build = {
    ...kept,
    manifest: manifestUrl,
    integrity,
    ...(firstViewIntegrity && { firstViewIntegrity }),
    routes,
    journey,
    calls: released.calls,
    ...(uses && { uses }),
  };
  // To that share of starting buyers, or, without one, to every buyer (a trial ends).
  const after = share === undefined ? withoutTrial(build) : withShare(step, current, build, share);
  if (typeof after === 'string') throw new ReleaseRefused(`${live}: ${after}`);
  const broken = brokenUses(registry, { ...registry, [step]: after }, step, released.changes);
  if (broken.length) throw refusedFor(broken);
  // The entry as the file will hold it, compared whatever the order of its fields (npm start and docker write it with
  // registryEntry, in another order): the same build released again is no change.
  const changed = !isDeepStrictEqual(JSON.parse(JSON.stringify(after)), registry[step]);
  const { trial } = after;
  return {
    changed,
    what: `${step} ${version}`,
    action: /** @type {import('./record').RecordAction} */ (share === undefined ? 'release' : 'share'),
    after,
    share,
    to: manifestUrl,
    ...(started ? { canary: started.canary } : {}),
    answer: {
      manifest: manifestUrl,
      previous,
      changed,
      calls: released.changes,
      // What the entry shares, for the release's printout: nothing when every buyer gets one build.
      ...(isObject(trial)
        ? { sharing: { main: String(after.manifest), trial: String(trial.manifest), share: Number(trial.share) } }
        : {}),
    },
  };
}

/**
 * Withdraws `step` from the shop: its entry leaves the registry, and with it its pages and its place in the journey
 * (the steps around it then follow each other). Refused while another step's journey names it, as the journey would
 * then have no order, and while another step uses a call it owns (docs/step-release.md, "uses").
 * @param {StepRequest} options
 * @returns {Promise<{ previous: string | undefined }>}
 */
function withdraw(options) {
  const { step } = options;
  return changeStep(options, (registry) => {
    if (!(step in registry)) throw new ReleaseRefused(`The registry has no step "${step}"`);
    const { naming, using } = whatKeeps(registry, step);
    const [keeping, verb] = naming.length ? [naming, 'name'] : [using, 'use'];
    if (keeping.length) {
      const first = `release builds of those steps that do not ${verb} it first`;
      throw new ReleaseRefused(`${step} cannot be withdrawn while ${keeping.join(', ')}: ${first}`);
    }
    const answer = { previous: entryManifest(registry[step]) };
    return { what: `withdrawing ${step}`, action: 'withdraw', after: undefined, answer };
  });
}

/**
 * What keeps `step` in the registry: the other steps whose journey names it, and those that use a call it owns (its
 * trial's too), each as a phrase of the refusal.
 * @param {Registry} registry @param {string} step
 */
function whatKeeps(registry, step) {
  const declared = declaredCalls(registry);
  const owned = new Map(
    [declared[step], declared[step]?.trial]
      .flatMap((build) => build?.calls ?? [])
      .map((call) => [callKey(call), callName(call)]),
  );
  const using = [...owned].flatMap(([key, name]) => usersOf(declared, step, key).map((user) => `${user} uses ${name}`));
  const naming = Object.entries(registry).flatMap(([other, entry]) => {
    const journey = isObject(entry) && isObject(entry.journey) ? entry.journey : {};
    return ['follows', 'precedes'].filter((key) => journey[key] === step).map((key) => `${other} ${key} ${step}`);
  });
  return { naming, using };
}

/**
 * Goes back one entry of the step's history: its entry becomes what it was before its last change that no rollback
 * undid yet (a second rollback goes back one more); a step that change added is taken out. With `to`, a version folder,
 * it goes back to the entry the step last ran that build with instead, as the history keeps it (the entry after a
 * change, or before one), for every buyer (a trial ends); refused for a build the history never ran for the step, or
 * the one it runs now for every buyer. The calls of the entry it goes back to are checked against the other steps' as
 * they are now, and `accept` checks the whole registry.
 * @param {StepRequest & { to?: string }} options
 * @returns {Promise<{ undone?: HistoryEntry, manifest: string | undefined }>}
 */
async function rollback({ to, ...options }) {
  if (to !== undefined && !parseVersionFolder(to)) throw notAVersion(to);
  const { step } = options;
  return changeStep(options, async (registry, readHistory) => {
    const history = (await readHistory()).filter((entry) => entry.step === step && entry.verdict === 'passed');
    const back = to === undefined ? undoLast(registry, history, step) : backTo(registry, history, step, to);
    const { calls } = isObject(back.after) ? back.after : {};
    const { [step]: _current, ...others } = registry;
    if (calls !== undefined) refusedAs(`${back.what} cannot go live: `, () => releasedCalls(others, step, calls));
    return { ...back, action: 'rollback' };
  });
}

/**
 * A rollback of the step's last change no rollback has undone yet, from its passed changes in `history`.
 * @param {Registry} registry @param {HistoryEntry[]} history @param {string} step
 */
function undoLast(registry, history, step) {
  const undone = new Set(history.flatMap((entry) => (entry.undoes === undefined ? [] : [entry.undoes])));
  const last = history.findLast((entry) => entry.action !== 'rollback' && !undone.has(entry.version));
  if (!last) throw new ReleaseRefused(`${step} has no change in the release history to go back from`);
  if (JSON.stringify(registry[step]) !== JSON.stringify(last.after)) {
    throw new ReleaseRefused(
      `${step}'s entry is no longer what change ${last.version} made it: release the build it should run instead`,
    );
  }
  const { naming, using } = last.before === undefined ? whatKeeps(registry, step) : { naming: [], using: [] };
  if (naming.length || using.length) {
    const keeping = [...naming, ...using].join(', ');
    throw new ReleaseRefused(`${step} was new in change ${last.version}, and cannot go while ${keeping}`);
  }
  return {
    what: `${step} back to before change ${last.version}`,
    after: last.before,
    undoes: last.version,
    answer: { undone: last, manifest: entryManifest(last.before) },
  };
}

/**
 * A rollback to the entry the step last ran build `to` with, from its passed changes in `history`.
 * @param {Registry} registry @param {HistoryEntry[]} history @param {string} step @param {string} to
 */
function backTo(registry, history, step, to) {
  if (!(step in registry)) throw new ReleaseRefused(`The registry has no step "${step}"`);
  const ran = history
    .flatMap((entry) => [entry.after, entry.before])
    .findLast((entry) => isObject(entry) && versionOf(entry.manifest) === to);
  if (!isObject(ran))
    throw new ReleaseRefused(`${step} never ran ${to}, as its release history tells: release it instead`);
  const after = withoutTrial(ran);
  if (JSON.stringify(after) === JSON.stringify(registry[step]))
    throw new ReleaseRefused(`${step} already runs ${to} for every buyer`);
  return {
    what: `${step} back to ${to}`,
    after,
    answer: { manifest: entryManifest(after) },
  };
}

/**
 * `move` of `step`'s canary under way now (canaryMove); refused when none is under way, as there is nothing to move.
 * `promote` moves it on to its next stage now, whatever its judge would say (a team that knows its build is sound, or a
 * canary that holds): the stage's share, or, from the stage before 100%, the build for every buyer; the canary goes on
 * judging from the new stage (Argo Rollouts' `promote`). `abort` ends it now: every buyer gets the step's current build
 * again from their next page (Argo Rollouts' `abort`), as a failed verdict would.
 * @param {StepRequest} options @param {'promote' | 'abort'} move
 * @returns {Promise<{ build: string, share: number, complete: boolean } | { build: string, manifest: string }>}
 */
function changeCanary(options, move) {
  const { step } = options;
  return changeStep(options, async (registry, history) => {
    const canary = canaryOf(registry, await history(), step);
    if (!canary) throw new ReleaseRefused(`${step} has no canary under way: there is nothing to ${move}`);
    const at = new Date().toISOString();
    const moved = canaryMove(canary, /** @type {Record<string, unknown>} */ (registry[step]), move, at);
    const what = `${move === 'promote' ? 'promoting' : 'aborting'} ${step}'s canary`;
    // A completed canary's build goes to every buyer, its plan's last share (100%).
    const answer =
      move === 'promote'
        ? { build: canary.trial, share: moved.share ?? 100, complete: moved.action === 'release' }
        : { build: canary.trial, manifest: canary.main };
    return { what, ...moved, at, answer };
  });
}

/**
 * Changes `step`'s entry as `decide` says from the registry read now (and its history, read when asked for): refused
 * while the record cannot be read, and as commitChange refuses.
 * @template A
 * @param {StepRequest} options
 * @param {(registry: Registry, history: () => Promise<HistoryEntry[]>) => StepChange<A> | Promise<StepChange<A>>} decide
 * @returns {Promise<A>}
 */
async function changeStep(options, decide) {
  const snapshot = await currentRecord(options.record);
  const { answer, ...decided } = await decide(snapshot.registry, () => options.record.history());
  await commitChange({ ...options, snapshot }, decided);
  return answer;
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
 * The calls of a record's entry, its own build's and its trial's; none for an entry that names none (an older record's).
 * @param {unknown} entry @returns {import('@greencard/step-contract').StepCall[]}
 */
const entryCalls = (entry) =>
  isObject(entry)
    ? [entry, entry.trial].flatMap((build) => (isObject(build) && Array.isArray(build.calls) ? build.calls : []))
    : [];

/**
 * What `step`'s entry `after` drops that a call had in the registry or in any entry the history ran since the record's
 * seed (docs/step-release.md, "What a call may not drop"): a call one release takes out and the next declares again is
 * held to what it had, as the shop server holds it, so that no two releases drop a check one may not.
 * @param {ReleaseRecord} record @param {Registry} registry @param {string} step @param {unknown} after
 */
async function droppedSinceSeed(record, registry, step, after) {
  const history = await record.history();
  const since = history.slice(history.findLastIndex((entry) => entry.action === 'seed') + 1);
  const was = [...Object.values(registry), ...since.flatMap((entry) => [entry.before, entry.after])].flatMap(
    entryCalls,
  );
  return droppedLines(step, was, entryCalls(after));
}

/**
 * Writes the record read in `snapshot` with `step`'s entry changed to `after` (undefined: the step leaves the
 * registry), and its history entry, its checks passed: who (`by`), `action`, the builds it went from and to, and the
 * entries before and after, with `extra` fields over them. Refused when `accept`, given, does not take the registry
 * after (one the shop server would not run), or when another change came first; `what` names the change in a refusal.
 * @param {StepRequest & { snapshot: RecordSnapshot }} at @param {Omit<StepChange<unknown>, 'answer'>} change
 */
async function commitChange({ step, by, record, snapshot, accept }, { what, action, after, share, ...extra }) {
  const { [step]: before, ...others } = snapshot.registry;
  const next = after === undefined ? others : { ...snapshot.registry, [step]: after };
  refusedAs(`${what} cannot go live: `, () => accept?.(next));
  const dropped = after === undefined ? [] : await droppedSinceSeed(record, snapshot.registry, step, after);
  if (dropped.length) throw new ReleaseRefused(`${what} cannot go live: ${dropped.join('; ')}`);
  try {
    await record.change(snapshot, next, {
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
      ...extra,
    });
  } catch (error) {
    if (error instanceof RecordConflict) throw new ReleaseRefused(error.message);
    throw error;
  }
}

/**
 * A request of `npm run release`, answered by the release service for a deployed shop and by the command itself for
 * the local record (docs/step-release.md): the history (of one step, or all; damaged lines skipped and counted), each
 * step's status, the registry with its version, or a change, made with `own` (who makes it, and what a release is
 * checked against), asked when a change needs it. A dry run changes a record that is never written, and answers what it
 * would have recorded.
 * @param {ReleaseRecord} record
 * @param {{ action: string, step?: string, dryRun?: boolean } & Record<string, unknown>} request
 * @param {() => Record<string, unknown>} [own]
 * @returns {Promise<Record<string, unknown>>}
 */
async function answerRequest(record, { action, step, dryRun, ...asked }, own = () => ({})) {
  if (action === 'history') {
    const { entries, damaged } = await record.historyRead();
    return { history: entries.filter((entry) => !step || entry.step === step), damaged };
  }
  if (action === 'status')
    return { steps: releaseStatus((await record.read())?.registry ?? {}, await record.history(), step) };
  if (action === 'registry') {
    const snapshot = await record.read();
    return { version: snapshot?.version ?? 0, registry: snapshot?.registry ?? {} };
  }
  /** @type {(options: any) => Promise<Record<string, unknown>>} */
  const change =
    action === 'promote' || action === 'abort'
      ? (options) => changeCanary(options, action)
      : { release, withdraw, rollback }[/** @type {'release'} */ (action)];
  const dry = dryRun ? dryRunRecord(record) : undefined;
  const outcome = await change({ ...asked, ...own(), step, record: dry?.record ?? record });
  return dry ? { ...outcome, dryRun: true, planned: dry.planned } : outcome;
}

/**
 * @typedef {import('./record').Registry} Registry
 * @typedef {import('./record').ReleaseRecord} ReleaseRecord
 * @typedef {import('./record').RecordSnapshot} RecordSnapshot
 * @typedef {import('./record').HistoryEntry} HistoryEntry
 * @typedef {(registry: Registry) => unknown} Accept throws, at once, to refuse the registry
 * @typedef {{ step: string, record: ReleaseRecord, by: string, accept?: Accept }} StepRequest
 */

/**
 * A change of a step's entry: `what` names it in a refusal, `after` is the entry it gets (undefined: the step leaves
 * the registry), the rest are its history entry's, and `answer` what the change answers.
 * @template A
 * @typedef {{ what: string, action: import('./record').RecordAction, answer: A } & Partial<import('./record').NewHistoryEntry>} StepChange
 */

module.exports = { release, withdraw, rollback, answerRequest, ReleaseRefused };
