import { type PlannedStep, type StepName } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { originRefusal, type StepOrigins } from '@greencard/release/stepOrigins';
import {
  checkRegistryForm,
  DROPPED_CHECK,
  droppedLines,
  parseStepCalls,
  parseStepRoutes,
  unmetUses,
  type StepCall,
} from '@greencard/step-contract';
import { registryCalls, type RegistryCalls } from '../gateway/insurerCalls';
import { registryRoutes, type RegistryEntry, type Registry, type StepBuild } from '../../src/remotes/registry';
import type { RouteTable } from '../../src/routing/routeTable';

export type { Registry } from '../../src/remotes/registry';

/** Why the server refused an edit of the registry: the closed list its metric counts (shop_registry_refused_total). */
export const REFUSAL_REASONS = ['malformed', 'origin', DROPPED_CHECK, 'unmetUse', 'build', 'unreachable'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What an error says, for a log line or a refusal that quotes it. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** An error that refuses a registry for `reason`. */
export const refusal = (reason: RefusalReason, message: string): Error => Object.assign(new Error(message), { reason });

/** The reason an error (or one of its causes) gives; any other failure to read the registry is "malformed". */
export function refusalReason(error: unknown): RefusalReason {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { reason } = cause as { reason?: unknown };
    if (REFUSAL_REASONS.includes(reason as RefusalReason)) return reason as RefusalReason;
  }
  return 'malformed';
}

/**
 * The registry as one buyer's page sees it (a view, not another registry): one build per step (with or without the
 * trials), its routes and journey.
 */
export interface BuyerView {
  /** Which steps run their trial build, as one string: part of the page cache's key. */
  key: string;
  registry: Registry;
  routes: RouteTable;
  journey: PlannedStep[];
  /** The insurer calls its builds declare, by "METHOD /path", each with its one owner: this buyer's allow-list. */
  calls: RegistryCalls;
}

/**
 * A registry as the server uses it: the file's entries (trials included), and the route table, journey and allow-list
 * of every step's main build (a buyer's own are in its BuyerView); `forBuyer` gives the registry of a buyer who runs
 * the trial build of some steps.
 */
export interface ParsedRegistry extends Omit<BuyerView, 'key'> {
  forBuyer(onTrial: readonly StepName[]): BuyerView;
  /** Every registry a buyer can get: each one was checked when the file was read. */
  buyerViews: BuyerView[];
}

/**
 * What a registry is held to beyond its form: where each step's builds may be served from (STEP_ORIGINS), and the
 * hash of each build's container script its judge found, for a build whose entry names none.
 */
export interface RegistryRules {
  origins?: StepOrigins;
  pins?: ReadonlyMap<string, string>;
  /**
   * Every call of the registries judged good before this one: a call taken out and declared again is held to what it
   * had, so two edits drop no check that one may not.
   */
  before?: readonly StepCall[];
}

/** A build of an entry, its form checked (checkRegistryForm): what its routes and calls must be beyond their form. */
function parseBuild(value: StepBuild, step: StepName, what: string, { origins, pins }: RegistryRules): StepBuild {
  const foreign = origins && originRefusal(origins, step, value.manifest);
  if (foreign) throw refusal('origin', `${what}: ${foreign}`);
  const integrity = value.integrity ?? pins?.get(value.manifest);
  return {
    manifest: value.manifest,
    ...(integrity ? { integrity } : {}),
    ...(value.firstViewIntegrity ? { firstViewIntegrity: value.firstViewIntegrity } : {}),
    routes: parseStepRoutes(value.routes, what),
    journey: value.journey,
    calls: parseStepCalls(value.calls, step),
    uses: value.uses ?? [],
  };
}

/** An entry, its form checked; its trial is another build than the entry's. */
function parseEntry(value: RegistryEntry, step: StepName, rules: RegistryRules): RegistryEntry {
  const build = parseBuild(value, step, `"${step}"`, rules);
  if (value.trial === undefined) return build;
  if (value.trial.manifest === build.manifest) throw new Error(`"${step}" trial is the step's own build`);
  return { ...build, trial: { ...parseBuild(value.trial, step, `"${step}" trial`, rules), share: value.trial.share } };
}

/** A page's indicator step is a step of this registry. */
function checkIndicatorSteps(registry: Registry) {
  for (const [step, entry] of Object.entries(registry)) {
    for (const route of entry.routes) {
      if (route.step !== undefined && !(route.step in registry)) {
        throw new Error(
          `"${step}" page "${route.page}": "step" names "${route.step}", which is not a step of the registry`,
        );
      }
    }
  }
}

const trialKey = (onTrial: readonly StepName[]) => [...onTrial].sort().join(',');

/** Every set of steps on trial a buyer can run, the empty one first: 2^n sets for n steps with a trial build. */
function trialCombinations(registry: Registry): StepName[][] {
  const withTrial = Object.keys(registry).filter((step) => registry[step]?.trial);
  return withTrial.reduce<StepName[][]>((sets, step) => [...sets, ...sets.map((set) => [...set, step])], [[]]);
}

/** One buyer's view, checked as a whole: a trial build may change the step's pages and its place in the journey. */
function buyerView(registry: Registry, onTrial: StepName[]): BuyerView {
  const builds: Registry = {};
  for (const [step, { trial, ...main }] of Object.entries(registry)) {
    if (onTrial.includes(step) && trial) {
      const { share: _share, ...build } = trial;
      builds[step] = build;
    } else builds[step] = main;
  }
  try {
    checkIndicatorSteps(builds);
    return {
      key: trialKey(onTrial),
      registry: builds,
      routes: registryRoutes(builds),
      journey: plannedJourney(builds),
      calls: registryCalls(builds),
    };
  } catch (error) {
    if (!onTrial.length) throw error;
    throw new Error(`with the trial build of ${onTrial.join(', ')}: ${messageOf(error)}`);
  }
}

/** Every build of a registry, each step's own and its trial, with its step. */
export const registryBuilds = (registry: Registry): (StepBuild & { step: StepName })[] =>
  Object.entries(registry).flatMap(([step, { trial, ...build }]) =>
    [build, ...(trial ? [trial] : [])].map((b) => ({ ...b, step })),
  );

/** Every call of a registry's builds. */
const callsOf = (registry: Registry): StepCall[] => registryBuilds(registry).flatMap((build) => build.calls);

/**
 * What the registry's calls drop that the same calls had in the registries judged good before it: a hand-written edit
 * is held to what a release is (docs/step-release.md, "What a call may not drop").
 */
const droppedSince = (was: readonly StepCall[], registry: Registry): string[] =>
  registryBuilds(registry).flatMap(({ step, calls }) => droppedLines(step, was, calls));

/**
 * registry.json, checked: its keys are the journey's steps, each with its manifest, routes and journey; no path claimed
 * twice, and the journeys make one order; each build on an origin `rules.origins` allows for its step; with
 * `rules.before`, the calls of the registries judged good before it, no call drops what it had there
 * (docs/step-release.md).
 */
export function parseRegistry(text: string, rules: RegistryRules = {}): ParsedRegistry {
  const value: unknown = JSON.parse(text);
  try {
    checkRegistryForm(value);
    const registry: Registry = {};
    for (const [step, entry] of Object.entries(value as Registry)) registry[step] = parseEntry(entry, step, rules);
    const buyerViews = trialCombinations(registry).map((onTrial) => buyerView(registry, onTrial));
    // Every call a step uses keeps its owner in every buyer's builds (docs/step-release.md, "uses").
    const unmet = unmetUses(registry);
    if (unmet.length) throw refusal('unmetUse', unmet.join('; '));
    const dropped = rules.before ? droppedSince(rules.before, registry) : [];
    if (dropped.length) throw refusal(DROPPED_CHECK, dropped.join('; '));
    const byKey = new Map(buyerViews.map((buyer) => [buyer.key, buyer]));
    const main = buyerViews[0] as BuyerView;
    // The main view's routes, journey and allow-list, with the file's entries.
    return { ...main, registry, buyerViews, forBuyer: (onTrial) => byKey.get(trialKey(onTrial)) ?? main };
  } catch (error) {
    throw new Error(`registry.json: ${messageOf(error)}`, { cause: error });
  }
}

/**
 * Where a registry reader reads the release record from (shell/server/releaseRecord): a file on one machine, Redis
 * for replicas. `stamp` changes whenever the registry does and is cheap (the file's content, or the version the
 * Redis follower last saw), and throws while the record cannot be read: it is looked at on reads. `watch` reports a
 * change at once (a watch of the file's folder, the follower's poll), or undefined when it cannot.
 */
export interface RecordSource {
  /** What it reads, for the log. */
  where: string;
  stamp(): string | number;
  read(): Promise<string>;
  watch?(changed: () => void, failed: (error: Error) => void): { close(): void } | undefined;
}

/**
 * What a registry reader asks of a registry beyond its form, whom it tells of one it refuses, and how it finds out that
 * the record changed.
 */
export interface RegistryJudging {
  /** Where each step's builds may be served from (STEP_ORIGINS): a build elsewhere refuses the registry. */
  origins?: StepOrigins;
  /**
   * Resolves when the registry may go live (registry/judgeRegistry.ts), with the hash of each build's container
   * script by manifest URL; throws a refusal otherwise.
   */
  judge?: (loaded: ParsedRegistry) => Promise<ReadonlyMap<string, string> | void>;
  /** Counts each refused change, once, by reason. */
  refused?: (reason: RefusalReason) => void;
  /**
   * At most how old its last look at the record's stamp may be, in ms, when the source's watch saw nothing since: 0
   * (the default) looks on every read. The watch sees an edit at once; the look is the net for a watch that misses
   * edits (some network or container mounts).
   */
  recheckMs?: number;
  now?: () => number;
}

/**
 * Reads the registry, re-reading only when the record changes, and keeps the last good one if a change is broken or
 * judged bad; with no good one yet, every read fails (503) and the record is read and judged again. With
 * `checks.recheckMs` above 0, it looks at the stamp only after a watch event or once that long has passed, not on
 * every read: a look at a file is a system call, which a profile of the gateway under load found among its costs
 * (docs/operations.md). `close()` ends the watch.
 */
export function createRegistryReader(
  source: RecordSource,
  /** At the levels docs/operations.md gives them: a refused edit is an error, a failed watch a warning. */
  log: (message: string, level: 'error' | 'warn') => void,
  { origins, judge, refused: countRefused, recheckMs = 0, now = Date.now }: RegistryJudging = {},
) {
  let cached: { stamp: string | number; loaded: ParsedRegistry } | undefined;
  /** Each distinct call of every registry judged good since the start, by its declaration. */
  const served = new Map<string, StepCall>();
  let refused: string | number | undefined;
  /** When the stamp was last looked at, and whether the watch saw a change since. */
  let lookedAt = -Infinity;
  let changed = true;
  /** Without a working watch, every read looks at the stamp, as the only way to see a change at once. */
  let watcher: { close(): void } | undefined =
    recheckMs > 0
      ? source.watch?.(
          () => (changed = true),
          (error) => {
            log(
              `Watching ${source.where} failed, looking at the registry's stamp on every read: ${error.message}`,
              'warn',
            );
            watcher?.close();
            watcher = undefined;
          },
        )
      : undefined;
  /** The record being read and parsed, by its stamp: every reader meanwhile waits for it, none gets the old. */
  let reading: { stamp: string | number; loaded: Promise<ParsedRegistry> } | undefined;
  const load = async (stamp: string | number): Promise<ParsedRegistry> => {
    const current = () => reading?.stamp === stamp;
    let text: string | undefined;
    try {
      text = await source.read();
      const rules = { origins, ...(cached ? { before: [...served.values()] } : {}) };
      const parsed = parseRegistry(text, rules);
      const pins = await judge?.(parsed);
      // A build its release did not pin (a registry written before releases pinned, or by hand) runs the container
      // script its judge read: a file changed since is refused by the browser all the same.
      const loaded = pins ? parseRegistry(text, { ...rules, pins }) : parsed;
      if (current()) {
        cached = { stamp, loaded };
        for (const call of callsOf(loaded.registry)) served.set(JSON.stringify(call), call);
      }
      return loaded;
    } catch (error) {
      // A store that could not be read (its source says so) refuses nothing: the next read tries again.
      const broken = text !== undefined;
      if (broken && current() && refused !== stamp) {
        // Said once per broken change, not once per page view.
        refused = stamp;
        countRefused?.(refusalReason(error));
        const keeping = cached ? 'keeping the last good one' : 'no good one yet: the shop serves no step until one is';
        log(`Ignoring a broken ${source.where}, ${keeping}: ${messageOf(error)}`, 'error');
      }
      if (cached) return cached.loaded;
      if (!broken) throw error;
      throw Object.assign(new Error(`No good registry: ${messageOf(error)}`, { cause: error }), { statusCode: 503 });
    } finally {
      if (current()) reading = undefined;
    }
  };
  async function readRegistry(): Promise<ParsedRegistry> {
    if (cached && !reading && watcher && !changed && now() - lookedAt < recheckMs) return cached.loaded;
    let stamp: string | number;
    changed = false;
    lookedAt = now();
    try {
      stamp = source.stamp();
    } catch (error) {
      // A record that cannot be read now (the file moved away, Redis down or emptied) stops nothing: the last good
      // registry is served, and the source says so once (docs/step-release.md, "The release record").
      if (cached) return cached.loaded;
      // A replica that has never read a registry serves no step: not a failure of the server, but no record to serve.
      throw Object.assign(new Error(`No release record could be read from ${source.where}: ${messageOf(error)}`), {
        statusCode: 503,
        code: 'NO_RELEASE_RECORD',
      });
    }
    if (reading?.stamp === stamp) return reading.loaded;
    if (cached && (cached.stamp === stamp || refused === stamp)) return cached.loaded;
    reading = { stamp, loaded: load(stamp) };
    return reading.loaded;
  }
  return Object.assign(readRegistry, { close: () => watcher?.close() });
}

export const registryOrigins = (registry: Registry): string[] => [
  ...new Set(
    registryBuilds(registry)
      .map((build) => build.manifest)
      .filter((url) => /^https?:/.test(url))
      .map((url) => new URL(url).origin),
  ),
];
