// What the server keeps beyond one request: the sessions' contracts, the SMS budgets' counters and the notes of
// contracts' phones, and (through the rate-limit plugin) the abuse limits' counters. With REDIS_URL in Redis, which
// every replica shares, so a client gets each limit once and any replica knows every session; without it in this
// process's memory (one process, or replicas that each count for themselves). docs/shop-server.md, section 3.
import { memoryContractStore, redisContractStore } from './session/contractStore';
import { memoryCounters, redisCounters } from './store/counters';
import { memoryNotes, redisNotes } from './store/notes';
import { connectRedis, whenReady } from './store/redisClient';

export async function sharedState(
  redisUrl: string | undefined,
  onRedisError: (error: Error) => void,
  /** The clock of the counters and notes kept in memory (tests). */
  now: () => number = Date.now,
) {
  if (!redisUrl) {
    return {
      contracts: memoryContractStore(),
      counters: memoryCounters(now),
      notes: memoryNotes(now),
      close: () => Promise.resolve(),
    };
  }
  const redis = connectRedis(redisUrl);
  // Without a listener, ioredis prints each failed reconnection itself; the server logs it once as JSON instead.
  redis.on('error', onRedisError);
  await whenReady(redis);
  // The connection the rate-limit plugin counts with too.
  return {
    contracts: redisContractStore(redis),
    counters: redisCounters(redis),
    notes: redisNotes(redis),
    redis,
    close: () => {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}
