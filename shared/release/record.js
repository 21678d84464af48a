// @ts-check
// The release record (docs/step-release.md, "The release record"): the registry every shop server runs, a version
// that every change moves on by one, and the history of the changes. A change is a compare-and-set: it names the
// version it was decided on, and is refused if another change came first. Its rules are here once (storedRecord),
// whatever keeps it: a file on one machine (fileRecord), Redis for replicas (shell/server/releaseRecord/redisRecord.ts).
const { isObject } = require('@greencard/step-contract');
const fs = require('node:fs');
const { setTimeout: sleep } = require('node:timers/promises');
const writeFileAtomic = require('write-file-atomic');

/**
 * @typedef {Record<string, unknown>} Registry
 * @typedef {{ version: number, registry: Registry, text: string }} RecordSnapshot
 * @typedef {'seed' | 'restore' | 'release' | 'share' | 'rollback' | 'withdraw' | 'hold'} RecordAction
 * @typedef {{
 *   version: number, at: string, by: string, action: RecordAction, step: string | null,
 *   from: string | null, to: string | null, share?: number, verdict: string,
 *   before?: unknown, after?: unknown, undoes?: number,
 *   canary?: CanaryState, judged?: unknown,
 * }} HistoryEntry
 * A canary's state after the change (docs/step-release.md, "A release that watches itself"): its trial build's
 * manifest URL, its plan, the index of its share in `plan.stages`, when that stage began (ISO time: the window its
 * buyers are judged over), and `held`, set by a hold (not enough buyers for too long).
 * @typedef {{
 *   build: string, plan: import('./canaryPlan').CanaryPlan, stage: number, since: string, held?: boolean,
 * }} CanaryState
 * @typedef {Omit<HistoryEntry, 'version'>} NewHistoryEntry
 * @typedef {{
 *   where: string,
 *   read(): Promise<RecordSnapshot | undefined>,
 *   change(snapshot: RecordSnapshot | undefined, registry: Registry, entry: NewHistoryEntry): Promise<number>,
 *   note(entry: NewHistoryEntry): Promise<void>,
 *   history(): Promise<HistoryEntry[]>,
 *   historyRead(): Promise<HistoryRead>,
 * }} ReleaseRecord
 * @typedef {{ entries: HistoryEntry[], damaged: number }} HistoryRead
 * @typedef {Omit<NewHistoryEntry, 'before' | 'after'>} PlannedChange
 */

/**
 * Another change was recorded between the read a change was decided on and its write: nothing was written. The text
 * names no file or store: the release service answers it to teams.
 */
class RecordConflict extends Error {
  constructor() {
    super('the release record changed while this change was decided: nothing was written, try again');
    this.name = 'RecordConflict';
  }
}

/** The record is there but cannot be read as a whole: its registry is gone while its history goes on. */
class RecordLost extends Error {
  /** @override */ name = 'RecordLost';
}

const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

/**
 * The history's lines as entries. A damaged line (not JSON, not an entry with its version: a hand edit, a write cut
 * short) is skipped and counted, never returned: what reads the history gets only entries.
 * @param {string[]} lines @returns {HistoryRead}
 */
function parseHistoryLines(lines) {
  /** @type {HistoryEntry[]} */
  const entries = [];
  let damaged = 0;
  for (const line of lines) {
    if (!line.trim()) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      entry = undefined;
    }
    if (isObject(entry) && Number.isInteger(entry.version) && typeof entry.action === 'string')
      entries.push(/** @type {HistoryEntry} */ (entry));
    else damaged += 1;
  }
  return { entries, damaged };
}

/**
 * What a record is kept in (a file with its history beside it, or Redis' keys). `load` reads it whole, at once: the
 * registry's text (undefined when there is none), the version the history reached and the history's lines. `write` is
 * atomic. With a registry's text it is the compare-and-set: -1, writing nothing, when the store moved from `expected`
 * (what it can tell of it: its version, the file its text too), else the registry and the entry one version further.
 * Without, a note: the entry at the version the store is at. It answers the entry's version.
 * @typedef {{ version: number, text: string | undefined, lines: string[] }} StoredRecord
 * @typedef {{
 *   where: string,
 *   load(): Promise<StoredRecord>,
 *   write(expected: RecordSnapshot | undefined, text: string | undefined, entry: NewHistoryEntry): Promise<number>,
 * }} RecordStore
 */

/**
 * The record's rules, the same whatever keeps it (`store`). A registry that is gone while its history goes on is a
 * lost record, not an empty one: reading it throws, so nothing seeds it again over the releases made since.
 * @param {RecordStore} store @returns {ReleaseRecord}
 */
function storedRecord(store) {
  const historyRead = async () => parseHistoryLines((await store.load()).lines);
  return {
    where: store.where,
    async read() {
      const { version, text } = await store.load();
      if (text === undefined && version === 0) return undefined;
      if (text === undefined)
        throw new RecordLost(
          `its registry is gone, and its history goes to version ${version}: put the registry file back`,
        );
      let registry;
      try {
        registry = JSON.parse(text);
      } catch {
        throw new RecordLost('its registry is not whole JSON (half-written, or edited by hand)');
      }
      return { version, registry, text };
    },
    async change(expected, registry, entry) {
      const version = await store.write(expected, `${JSON.stringify(registry, null, 2)}\n`, entry);
      if (version < 0) throw new RecordConflict();
      return version;
    },
    note: async (entry) => void (await store.write(undefined, undefined, entry)),
    history: async () => (await historyRead()).entries,
    historyRead,
  };
}

/** The file's text, undefined when there is no such file. @param {string} file */
function textOf(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The record on one machine: the registry in `registryFile` (the file a shop server reads, REGISTRY_FILE), its
 * history beside it, one JSON line per entry, whose highest version is the record's (a damaged last line takes none
 * away). A write holds a lock file, checks that neither the registry nor the history moved since the snapshot it was
 * decided on, renames the new registry over the old and appends its entry.
 * @param {string} registryFile
 * @returns {ReleaseRecord & { historyFile: string }}
 */
function fileRecord(registryFile) {
  const historyFile = `${registryFile}.history.jsonl`;
  const lockFile = `${registryFile}.lock`;
  /** @returns {StoredRecord} */
  const load = () => {
    const lines = (textOf(historyFile) ?? '').split('\n');
    const { entries } = parseHistoryLines(lines);
    return {
      version: entries.reduce((at, entry) => Math.max(at, entry.version), 0),
      text: textOf(registryFile),
      lines,
    };
  };
  /** @type {RecordStore['write']} */
  const write = async (expected, text, entry) => {
    // One writer at a time across processes: it holds the lock file, created exclusively. A lock older than
    // STALE_LOCK_MS is a crashed writer's and is taken over.
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (;;) {
      try {
        fs.closeSync(fs.openSync(lockFile, 'wx'));
        break;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
        const age = Date.now() - (fs.statSync(lockFile, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > STALE_LOCK_MS) fs.rmSync(lockFile, { force: true });
        else if (Date.now() > deadline) throw new Error(`${lockFile} is held by another release: try again`);
        else await sleep(20);
      }
    }
    try {
      let { version, text: current } = load();
      if (text !== undefined) {
        if (version !== (expected?.version ?? 0) || current !== expected?.text) return -1;
        version += 1;
        // In one step (a temporary file renamed over it): a reader sees the old registry or the new, never half of one.
        writeFileAtomic.sync(registryFile, text);
      }
      fs.appendFileSync(historyFile, `${JSON.stringify({ version, ...entry })}\n`);
      return version;
    } finally {
      fs.rmSync(lockFile, { force: true });
    }
  };
  return {
    ...storedRecord({ where: registryFile, load: async () => load(), write }),
    historyFile,
  };
}

/**
 * Writes `registry` as the record's first version when it has none (its seed: `npm start`'s newest builds, a
 * deployment's registry file); answers whether it did. A record that exists is never seeded again, so a restart
 * changes nothing that was released.
 * @param {ReleaseRecord} record @param {Registry} registry @param {string} by @param {string} verdict
 */
async function seedRecord(record, registry, by, verdict) {
  if (await record.read()) return false;
  try {
    await record.change(undefined, registry, {
      at: new Date().toISOString(),
      by,
      action: 'seed',
      step: null,
      from: null,
      to: null,
      verdict,
    });
    return true;
  } catch (error) {
    // Another replica or process seeded it first.
    if (error instanceof RecordConflict) return false;
    throw error;
  }
}

/**
 * `record` as a dry run sees it (`--dry-run`): read as it is, never written. A change is checked as the real one would
 * be (the same compare-and-set) and kept in `planned`, what its history entry would say (the entries' before and
 * after left out); a refusal's note is dropped.
 * @param {ReleaseRecord} record
 * @returns {{ record: ReleaseRecord, planned: PlannedChange[] }}
 */
function dryRunRecord(record) {
  /** @type {PlannedChange[]} */
  const planned = [];
  return {
    planned,
    record: {
      ...record,
      change: async (snapshot, _registry, entry) => {
        const current = await record.read();
        if (current?.version !== snapshot?.version) throw new RecordConflict();
        const { before: _before, after: _after, ...change } = entry;
        planned.push(change);
        return (current?.version ?? 0) + 1;
      },
      note: async () => undefined,
    },
  };
}

module.exports = { storedRecord, fileRecord, seedRecord, dryRunRecord, RecordConflict, RecordLost };
