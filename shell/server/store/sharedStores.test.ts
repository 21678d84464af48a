/** @jest-environment node */
// The stores the replicas share, in memory and in a real Redis (Debian's redis-server on a free port): the same
// behaviour either way, atomic under concurrent adds, and a clear STORE_UNAVAILABLE when Redis is gone.
import type { Redis } from 'ioredis';
import { startRedis, type RunningRedis } from '../../../e2e/support/redis';
import { memoryContractStore, redisContractStore, type ContractStore } from '../session/contractStore';
import { CONTRACT_TTL_SECONDS, MAX_CONTRACTS } from '../session/buyerSession';
import { memoryCounters, redisCounters, type Counters } from './counters';
import { memoryNotes, redisNotes, type Notes } from './notes';
import { connectRedis, whenReady } from './redisClient';

const NOW = 1_800_000_000;
const contract = (id: number, savedAt = NOW) => ({ id, number: `GC${id}`, savedAt });

let redisServer: RunningRedis;
let redis: Redis;
beforeAll(async () => {
  redisServer = await startRedis();
  redis = connectRedis(redisServer.url);
  await whenReady(redis);
});
afterAll(async () => {
  redis.disconnect();
  await redisServer.stop();
});

let prefix = 0;
const stores = (): [string, { contracts: ContractStore; counters: Counters; notes: Notes }][] => {
  prefix += 1;
  return [
    ['memory', { contracts: memoryContractStore(), counters: memoryCounters(), notes: memoryNotes() }],
    [
      'Redis',
      {
        contracts: redisContractStore(redis, `t${prefix}:s:`),
        counters: redisCounters(redis, `t${prefix}:c:`),
        notes: redisNotes(redis, `t${prefix}:n:`),
      },
    ],
  ];
};

describe.each(['memory', 'Redis'])('in %s', (kind) => {
  const of = () => Object.fromEntries(stores())[kind] as ReturnType<typeof stores>[number][1];

  it('keeps every contract of many added at once, the newest ten, none expired', async () => {
    const { contracts } = of();
    await Promise.all(Array.from({ length: 12 }, (_, i) => contracts.add('session-a', contract(i + 1, NOW + i), NOW)));
    const kept = await contracts.list('session-a', NOW);
    expect(kept.map((c) => c.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(kept).toHaveLength(MAX_CONTRACTS);
    expect(await contracts.list('session-b', NOW)).toEqual([]);
    expect(await contracts.list('session-a', NOW + 2 + CONTRACT_TTL_SECONDS)).toHaveLength(9);
    // The same contract again (a retried draft) is one contract.
    await contracts.add('session-c', contract(5), NOW);
    await contracts.add('session-c', contract(5, NOW + 1), NOW + 1);
    expect(await contracts.list('session-c', NOW + 1)).toEqual([contract(5, NOW + 1)]);
  });

  it('counts every add of many at once, over a window that starts with the first', async () => {
    const { counters } = of();
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.add('k', 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const after = await counters.add('k', 60_000, -1);
    expect(after.count).toBe(19);
    expect(after.resetInMs).toBeGreaterThan(50_000);
    expect(after.resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('keeps a note for its time', async () => {
    const { notes } = of();
    await notes.set('a', 'value', 60);
    expect(await notes.get('a')).toBe('value');
    expect(await notes.get('b')).toBeUndefined();
  });
});

it('ends a counter with its window', async () => {
  let now = 0;
  const counters = memoryCounters(() => now);
  await counters.add('k', 1000);
  now = 1000;
  expect((await counters.add('k', 1000)).count).toBe(1);
  const [, { counters: shared }] = stores()[1] as ReturnType<typeof stores>[number];
  await shared.add('short', 50);
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect((await shared.add('short', 50)).count).toBe(1);
});

it('answers STORE_UNAVAILABLE at once when Redis is gone', async () => {
  const gone = connectRedis('redis://127.0.0.1:9');
  gone.on('error', () => undefined);
  const started = Date.now();
  for (const attempt of [
    () => redisCounters(gone).add('k', 1000),
    () => redisContractStore(gone).add('s', contract(1), NOW),
    () => redisContractStore(gone).list('s', NOW),
    () => redisNotes(gone).get('k'),
  ]) {
    await expect(attempt()).rejects.toMatchObject({ code: 'STORE_UNAVAILABLE', statusCode: 503 });
  }
  expect(Date.now() - started).toBeLessThan(3000);
  gone.disconnect();
});
