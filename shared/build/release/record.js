// @ts-check
// The release record (docs/step-release.md, "The release record"): the registry every shop server runs, a version
// that every change moves on by one, and the history of the changes. A change is a compare-and-set: it names the
// version it was decided on, and is refused if another change came first. Kept in a file on one machine (this
// module), in Redis for replicas (shell/server/releaseRecord/redisRecord.ts, the same interface).
const fs = require('node:fs');
const path = require('node:path');

/**
 * @typedef {Record<string, unknown>} Registry
 * @typedef {{ version: number, registry: Registry, text: string }} RecordSnapshot
 * @typedef {'seed' | 'release' | 'share' | 'rollback' | 'withdraw' | 'hold'} RecordAction
 * @typedef {{
 *   version: number, at: string, by: string, action: RecordAction, step: string | null,
 *   from: string | null, to: string | null, share?: number, verdict: string,
 *   before?: unknown, after?: unknown, undoes?: number,
 *   canary?: import('./record').CanaryState, judged?: unknown,
 * }} HistoryEntry
 * @typedef {Omit<HistoryEntry, 'version'>} NewHistoryEntry
 * @typedef {{
 *   where: string,
 *   read(): Promise<RecordSnapshot | undefined>,
 *   change(snapshot: RecordSnapshot | undefined, registry: Registry, entry: NewHistoryEntry): Promise<number>,
 *   note(entry: NewHistoryEntry): Promise<void>,
 *   history(): Promise<HistoryEntry[]>,
 * }} ReleaseRecord
 */

/** Another change was recorded between the read a change was decided on and its write: nothing was written. */
class RecordConflict extends Error {
  constructor(where) {
    super(`the release record (${where}) changed while this change was decided: nothing was written, try again`);
    this.name = 'RecordConflict';
  }
}

const STALE_LOCK_MS = 10_000;
const LOCK_WAIT_MS = 5_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` holding `lockFile` (created exclusively): one writer at a time across processes. A lock older than
 * STALE_LOCK_MS is a crashed writer's and is taken over.
 * @template T @param {string} lockFile @param {() => T} work @returns {Promise<T>}
 */
async function withLock(lockFile, work) {
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
    return work();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Replaces `file` in one step: a reader sees the old content or the new one, never half of one. */
function writeFileAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** @param {string} file @returns {HistoryEntry[]} */
function readHistory(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** @param {HistoryEntry[]} history */
const versionOf = (history) => history.at(-1)?.version ?? 0;

/** @param {Registry} registry */
const registryText = (registry) => `${JSON.stringify(registry, null, 2)}\n`;

/**
 * The record on one machine: the registry in `registryFile` (the file a shop server reads, REMOTES_FILE), its
 * history beside it, one JSON line per entry. A change holds a lock file, checks that neither the registry nor the
 * history moved since the snapshot it was decided on, renames the new registry over the old and appends its entry.
 * @param {string} registryFile
 * @returns {ReleaseRecord & { historyFile: string }}
 */
function fileRecord(registryFile) {
  const historyFile = `${registryFile}.history.jsonl`;
  const lockFile = `${registryFile}.lock`;
  /** @returns {RecordSnapshot | undefined} */
  const snapshot = () => {
    let text;
    try {
      text = fs.readFileSync(registryFile, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
      throw error;
    }
    return { version: versionOf(readHistory(historyFile)), registry: JSON.parse(text), text };
  };
  /** @param {NewHistoryEntry} entry @param {number} version */
  const append = (entry, version) => fs.appendFileSync(historyFile, `${JSON.stringify({ version, ...entry })}\n`);
  return {
    where: registryFile,
    historyFile,
    read: async () => snapshot(),
    change: (expected, registry, entry) =>
      withLock(lockFile, () => {
        const current = snapshot();
        if (current?.version !== expected?.version || current?.text !== expected?.text)
          throw new RecordConflict(registryFile);
        const version = (current?.version ?? 0) + 1;
        writeFileAtomically(registryFile, registryText(registry));
        append(entry, version);
        return version;
      }),
    note: (entry) => withLock(lockFile, () => append(entry, versionOf(readHistory(historyFile)))),
    history: async () => readHistory(historyFile),
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

module.exports = { fileRecord, seedRecord, RecordConflict };
