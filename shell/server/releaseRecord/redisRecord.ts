// The release record in Redis, which the replicas share (docs/step-release.md, "The release record"): the registry,
// its version and its history under three keys. A change is one Lua script, so it is atomic and a compare-and-set on
// the version it was decided on; every replica follows the version by polling it (redisRecordSource).
import type { Redis } from 'ioredis';
import { storedRecord, type RecordStore, type ReleaseRecord, type StoredRecord } from '@greencard/release/record';
import type { RecordSource } from '../registry/registry';
import { recordStateTracker } from './recordState';

const keysOf = (prefix: string) => ({
  registry: `${prefix}registry`,
  version: `${prefix}version`,
  history: `${prefix}history`,
  where: `Redis ${prefix}registry`,
  /** The three keys of a script that changes the record, in its KEYS order. */
  all: [`${prefix}registry`, `${prefix}version`, `${prefix}history`] as const,
});

// A write (shared/release/record.js, RecordStore): with a registry (ARGV[2]), a compare-and-set on the version that
// moves it on by one; without, a note at the current version. The entry's JSON gets its version as its first key by
// text, so Redis' JSON library never re-encodes it.
const WRITE = `
local version = tonumber(redis.call('GET', KEYS[2]) or '0')
if ARGV[2] ~= '' then
  if version ~= tonumber(ARGV[1]) then return -1 end
  version = version + 1
  redis.call('SET', KEYS[1], ARGV[2])
  redis.call('SET', KEYS[2], version)
end
redis.call('RPUSH', KEYS[3], '{"version":' .. version .. ',' .. string.sub(ARGV[3], 2))
return version
`;

// A replica's copy of the record, written back into a store that lost it (empty, or gone back to an older version):
// the registry, its version and the history up to it, and an entry that says so. Only while the store holds no later
// version, so one replica restores it, and a replica that knew less never undoes one that knew more.
const RESTORE = `
local current = tonumber(redis.call('GET', KEYS[2]) or '0')
if current >= tonumber(ARGV[2]) then return 0 end
redis.call('DEL', KEYS[3])
for i = 4, #ARGV do redis.call('RPUSH', KEYS[3], ARGV[i]) end
redis.call('RPUSH', KEYS[3], ARGV[3])
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
return 1
`;

/** The record's keys as shared/release/record.js stores a record: read whole in one transaction, written by WRITE. */
function redisStore(redis: Redis, prefix: string): RecordStore {
  const keys = keysOf(prefix);
  return {
    where: keys.where,
    async load() {
      const [[, text], [, lines], [, version]] = (await redis
        .multi()
        .get(keys.registry)
        .lrange(keys.history, 0, -1)
        .get(keys.version)
        .exec()) as [[null, string | null], [null, string[]], [null, string | null]];
      return { version: Number(version ?? 0), text: text ?? undefined, lines };
    },
    write: async (expected, text, entry) =>
      Number(await redis.eval(WRITE, 3, ...keys.all, expected?.version ?? 0, text ?? '', JSON.stringify(entry))),
  };
}

export const redisRecord = (redis: Redis, prefix = 'gc:release:'): ReleaseRecord =>
  storedRecord(redisStore(redis, prefix));

const START_MS = 3000;

/**
 * The record as a replica follows it: the version it saw last (its stamp), polled every `pollMs`; a change of it
 * is reported to the reader at once. While Redis cannot be read, the stamp stays the last one seen, so the reader
 * keeps the registry it has; `state` says so. A store that comes back without the record (emptied, or restarted
 * without its data) or with an older version, while this replica knows a later one, has lost it: the replica writes
 * its copy back (RESTORE), history included, and says so. `start()` resolves once Redis answered a poll, or after
 * START_MS.
 */
export function redisRecordSource(
  redis: Redis,
  { prefix = 'gc:release:', pollMs = 500, log }: { prefix?: string; pollMs?: number; log: (message: string) => void },
) {
  const keys = keysOf(prefix);
  const { where } = keys;
  const store = redisStore(redis, prefix);
  const tracker = recordStateTracker(where, log);
  let seen: number | undefined;
  /** This replica's copy: the registry and history of the version it follows, read together. */
  let known: (StoredRecord & { text: string }) | undefined;
  const listeners = new Set<() => void>();
  const copy = async (version: number, length: number) => {
    if (known?.version === version && known.lines.length === length) return;
    const { text, ...loaded } = await store.load();
    if (text !== undefined && loaded.version === version) known = { ...loaded, text };
  };
  const restore = async (lost: string) => {
    if (!known) return;
    const entry = JSON.stringify({
      version: known.version,
      at: new Date().toISOString(),
      by: 'shop server',
      action: 'restore',
      step: null,
      from: null,
      to: null,
      verdict: `restored: the store ${lost}; a replica wrote back version ${known.version} and the history it had read (notes written after it are lost)`,
    });
    const restored = await redis.eval(RESTORE, 3, ...keys.all, known.text, known.version, entry, ...known.lines);
    if (restored === 1)
      log(
        `The release record in ${where} was lost (the store ${lost}): restored version ${known.version} from this replica's copy`,
      );
  };
  /** Answers whether Redis answered. */
  const poll = async () => {
    try {
      const [[, version], [, length]] = (await redis.multi().get(keys.version).llen(keys.history).exec()) as [
        [null, string | null],
        [null, number],
      ];
      // A store without the record, or behind the version this replica saw: lost, and the registry it has stays.
      const lost =
        version === null ? 'came back empty' : seen !== undefined && Number(version) < seen ? 'went back' : undefined;
      if (lost) {
        if (seen !== undefined || known) tracker.failed(new Error(`the record ${lost}`));
        else tracker.failed(new Error('there is no release record in Redis: seed it (docs/step-release.md)'));
        await restore(lost);
        return true;
      }
      tracker.read();
      const next = Number(version);
      await copy(next, length);
      if (next !== seen) {
        seen = next;
        for (const changed of listeners) changed();
      }
      return true;
    } catch (error) {
      tracker.failed(error);
      return false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const source: RecordSource = {
    where,
    stamp() {
      if (seen === undefined)
        throw new Error(
          `There is no release record in ${where} yet (or it could not be read since this server started)`,
        );
      return seen;
    },
    async read() {
      const text = await redis.get(keys.registry);
      if (text === null) throw new Error(`${where} is empty`);
      return text;
    },
    watch(changed) {
      listeners.add(changed);
      return { close: () => listeners.delete(changed) };
    },
  };
  return {
    source,
    state: tracker.state,
    async start() {
      // A connection still being made fails the first polls: up to START_MS, try again before serving without a record.
      const deadline = Date.now() + START_MS;
      while (!(await poll()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      timer = setInterval(() => void poll(), pollMs);
      timer.unref();
    },
    close: () => clearInterval(timer),
  };
}
