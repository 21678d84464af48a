// The contracts of each session kept on the server too, under the session id its sealed cookie carries: two requests
// of one session that each add a contract keep both, whichever cookie the browser ends up with (docs/shop-server.md,
// section 2). In this process's memory, or in Redis, which every replica shares. Each add is atomic.
import type { Redis } from 'ioredis';
import { unlessUnavailable } from '../store/storeUnavailable';
import { CONTRACT_TTL_SECONDS, MAX_CONTRACTS, type SessionContract } from './buyerSession';

export interface ContractStore {
  /** Adds a contract to the session's (the newest last, at most MAX_CONTRACTS, none older than the TTL). */
  add(sessionId: string, contract: SessionContract, nowSeconds: number): Promise<void>;
  /** The session's contracts, oldest first. */
  list(sessionId: string, nowSeconds: number): Promise<SessionContract[]>;
}

const fresh = (contracts: readonly SessionContract[], nowSeconds: number) =>
  contracts.filter((c) => nowSeconds - c.savedAt < CONTRACT_TTL_SECONDS);

/** Past this many sessions, those whose every contract has expired are swept away. */
const SWEEP_AT = 10_000;

export function memoryContractStore(): ContractStore {
  const sessions = new Map<string, SessionContract[]>();
  return {
    add(sessionId, contract, nowSeconds) {
      if (sessions.size >= SWEEP_AT) {
        for (const [id, contracts] of sessions) if (!fresh(contracts, nowSeconds).length) sessions.delete(id);
      }
      const others = fresh(sessions.get(sessionId) ?? [], nowSeconds).filter((c) => c.id !== contract.id);
      sessions.set(sessionId, [...others, contract].slice(-MAX_CONTRACTS));
      return Promise.resolve();
    },
    list(sessionId, nowSeconds) {
      return Promise.resolve(fresh(sessions.get(sessionId) ?? [], nowSeconds));
    },
  };
}

/**
 * A sorted set per session: each member a contract ("id number"), scored by when its draft was saved. One MULTI adds
 * the member, drops the oldest past MAX_CONTRACTS and the expired, and keeps the key as long as its newest contract.
 */
export function redisContractStore(redis: Redis, prefix = 'gc:session:'): ContractStore {
  const key = (sessionId: string) => `${prefix}${sessionId}:contracts`;
  return {
    async add(sessionId, contract, nowSeconds) {
      const at = key(sessionId);
      // A draft answered again for the same idempotency key names the same contract: the same member, rescored.
      await unlessUnavailable(
        redis
          .multi()
          .zadd(at, contract.savedAt, `${contract.id} ${contract.number}`)
          .zremrangebyscore(at, '-inf', nowSeconds - CONTRACT_TTL_SECONDS)
          .zremrangebyrank(at, 0, -(MAX_CONTRACTS + 1))
          .expire(at, CONTRACT_TTL_SECONDS)
          .exec(),
      );
    },
    async list(sessionId, nowSeconds) {
      const stored = await unlessUnavailable(redis.zrange(key(sessionId), '0', '-1', 'WITHSCORES'));
      const contracts: SessionContract[] = [];
      for (let i = 0; i + 1 < stored.length; i += 2) {
        const [id, number] = (stored[i] as string).split(' ');
        contracts.push({ id: Number(id), number: number ?? '', savedAt: Number(stored[i + 1]) });
      }
      return fresh(contracts, nowSeconds);
    },
  };
}
