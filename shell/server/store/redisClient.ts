// The one Redis connection of a replica (REDIS_URL): rate limits, SMS budgets and the sessions' contracts share it.
import { setTimeout as delay } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** How long one command may take before the call that needed it is refused (a buyer never waits on a lost store). */
const COMMAND_TIMEOUT_MS = 1000;

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // A command while the connection is down fails at once instead of queueing behind the reconnection: the buyer
    // gets a clear 503 (storeUnavailable.ts) in a second, not a hanging page.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    // Reconnects for as long as the process runs, at most every two seconds: Redis coming back needs no restart.
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
}

/**
 * Resolves when the connection is ready, or after `ms` whatever its state: a server whose Redis is down at start
 * still starts (it serves its pages, and refuses what needs the store until Redis is back).
 */
export async function whenReady(redis: Redis, ms = 2000): Promise<void> {
  if (redis.status === 'ready') return;
  // (The listener of a connection never ready stays until it is: it only resolves what is already resolved.)
  await Promise.race([new Promise((resolve) => redis.once('ready', resolve)), delay(ms, undefined, { ref: false })]);
}
