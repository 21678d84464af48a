// Counters over fixed windows: each starts with its first add and ends a window later. The SMS budgets count with
// them (docs/shop-server.md, section 3), in this process's memory or in Redis, which every replica shares.
import type { Redis } from 'ioredis';
import { unlessUnavailable } from './storeUnavailable';

interface WindowCount {
  /** The counter after the add. */
  count: number;
  /** Until the window ends and the counter is gone. */
  resetInMs: number;
}

export interface Counters {
  /** Adds `by` (1 unless given; a negative number gives back) to `key`, which starts its window when it is new. */
  add(key: string, windowMs: number, by?: number): Promise<WindowCount>;
}

/** A counter's key, its size and its window. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one use against each limit in turn, narrowest first, or against none: the first past its size (`over` may
 * judge otherwise than a count above `max`) has everything counted so far given back, and answers the seconds until its
 * window ends. Otherwise the answer gives the use back later, to every limit (what the caller did was not done).
 */
export async function spendEach<L extends Limit>(
  counters: Counters,
  limits: readonly L[],
  over: (limit: L, count: number) => boolean = (limit, count) => count > limit.max,
): Promise<{ giveBack: () => Promise<void> } | { refused: L; retryAfterSeconds: number }> {
  const counted: L[] = [];
  const giveBack = async () => {
    await Promise.all(counted.map((limit) => counters.add(limit.key, limit.windowMs, -1)));
  };
  for (const limit of limits) {
    const { count, resetInMs } = await counters.add(limit.key, limit.windowMs);
    counted.push(limit);
    if (over(limit, count)) {
      await giveBack();
      return { refused: limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
    }
  }
  return { giveBack };
}

/** Past this many counters the ones whose window has ended are swept away (they are never read again). */
const SWEEP_AT = 10_000;

export function memoryCounters(now: () => number = Date.now): Counters {
  const counters = new Map<string, { count: number; endsAt: number }>();
  const sweep = (at: number) => {
    for (const [key, counter] of counters) if (counter.endsAt <= at) counters.delete(key);
  };
  return {
    add(key, windowMs, by = 1) {
      const at = now();
      if (counters.size >= SWEEP_AT) sweep(at);
      let counter = counters.get(key);
      if (!counter || counter.endsAt <= at) {
        counter = { count: 0, endsAt: at + windowMs };
        counters.set(key, counter);
      }
      counter.count += by;
      return Promise.resolve({ count: counter.count, resetInMs: counter.endsAt - at });
    },
  };
}

// One round trip and atomic: two replicas adding at once both see their own add (INCRBY), and the window is set by
// whichever add made the key.
const ADD = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export function redisCounters(redis: Redis, prefix = 'gc:count:'): Counters {
  return {
    async add(key, windowMs, by = 1) {
      const added = redis.eval(ADD, 1, `${prefix}${key}`, Math.ceil(windowMs), by) as Promise<[number, number]>;
      const [count, ttl] = await unlessUnavailable(added);
      return { count, resetInMs: ttl };
    },
  };
}
