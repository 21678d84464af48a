// What the server keeps beyond one request: the sessions' contracts, the SMS budgets' counters and the notes of
// contracts' phones, and (through the rate-limit plugin) the abuse limits' counters. With REDIS_URL in Redis, which
// every replica shares, so a client gets each limit once and any replica knows every session; without it in this
// process's memory (one process, or replicas that each count for themselves). docs/shop-server.md, section 3.
import type { Redis } from 'ioredis';
import { memoryContractStore, redisContractStore, type ContractStore } from './session/contractStore';
import { memoryCounters, redisCounters, type Counters } from './store/counters';
import { memoryNotes, redisNotes, type Notes } from './store/notes';
import { connectRedis, whenReady } from './store/redisClient';

export interface SharedState {
  contracts: ContractStore;
  counters: Counters;
  notes: Notes;
  /** The connection the rate-limit plugin counts with too; none in memory. */
  redis?: Redis;
  close(): Promise<void>;
}

export async function sharedState(
  redisUrl: string | undefined,
  onRedisError: (error: Error) => void,
  /** The clock of the counters and notes kept in memory (tests). */
  now: () => number = Date.now,
): Promise<SharedState> {
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
