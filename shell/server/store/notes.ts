// Short notes the server keeps for a while, by key: what a contract's phone counts against when a code is sent for it
// (limits/smsBudget.ts). In this process's memory, or in Redis, which every replica shares.
import type { Redis } from 'ioredis';
import { unlessUnavailable } from './storeUnavailable';

export interface Notes {
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  get(key: string): Promise<string | undefined>;
}

const SWEEP_AT = 10_000;

export function memoryNotes(now: () => number = Date.now): Notes {
  const notes = new Map<string, { value: string; endsAt: number }>();
  return {
    set(key, value, ttlSeconds) {
      const at = now();
      if (notes.size >= SWEEP_AT) for (const [k, note] of notes) if (note.endsAt <= at) notes.delete(k);
      notes.set(key, { value, endsAt: at + ttlSeconds * 1000 });
      return Promise.resolve();
    },
    get(key) {
      const note = notes.get(key);
      return Promise.resolve(note && note.endsAt > now() ? note.value : undefined);
    },
  };
}

export function redisNotes(redis: Redis, prefix = 'gc:note:'): Notes {
  return {
    async set(key, value, ttlSeconds) {
      await unlessUnavailable(redis.set(`${prefix}${key}`, value, 'EX', ttlSeconds));
    },
    async get(key) {
      return (await unlessUnavailable(redis.get(`${prefix}${key}`))) ?? undefined;
    },
  };
}
