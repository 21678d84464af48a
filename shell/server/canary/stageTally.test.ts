/** @jest-environment node */
// The canary's tally: counts of the steps under a canary only, each stage's its own, the same in memory and in a real
// Redis (Debian's redis-server on a free port), where two replicas' counts add up.
import { Redis } from 'ioredis';
import { startRedis, type RunningRedis } from '../../../e2e/support/redis';
import { memoryCounters, redisCounters } from '../store/counters';
import { whenReady } from '../store/redisClient';
import { vitalBin } from './judge';
import { stepTally } from './stageTally';

async function countSome(tally: ReturnType<typeof stepTally>) {
  await tally.count('points', '1.1.0+b', 'buyers');
  await tally.count('points', '1.1.0+b', 'buyers');
  await tally.count('points', '1.1.0+b', 'loadFailed');
  await tally.count('points', '1.1.0+b', 'callErrors');
  await tally.vital('points', '1.1.0+b', 'LCP', 900);
  await tally.vital('points', '1.1.0+b', 'INP', 40);
  await tally.count('points', '1.1.0+b', 'worked');
  // Not counted: another build's, another step's.
  await tally.count('points', '1.0.0+a', 'buyers');
  await tally.count('payment', '1.1.0+b', 'buyers');
}

it("counts only what it watches, and reads a stage's own counts", async () => {
  const tally = stepTally(memoryCounters());
  await countSome(tally);
  expect((await tally.read('points', '1.1.0+b', 'stage 1')).buyers).toBe(0);
  expect(tally.watching()).toBe(false);
  tally.watch({ points: 'stage 1' });
  expect(tally.watching()).toBe(true);
  await countSome(tally);
  await tally.count('points', '1.1.0+b', 'buyers');
  const figures = await tally.read('points', '1.1.0+b', 'stage 1');
  expect(figures).toMatchObject({ buyers: 3, loadFailed: 1, callErrors: 1, calls: 0, reachedNext: 0, worked: 1 });
  expect(figures.lcp[vitalBin(900)]).toBe(1);
  expect(figures.inp[vitalBin(40)]).toBe(1);
  expect(figures.lcp.reduce((a, b) => a + b, 0)).toBe(1);
  expect((await tally.read('payment', '1.1.0+b', 'stage 1')).buyers).toBe(0);
  // The next stage starts from nothing.
  tally.watch({ points: 'stage 2' });
  await tally.count('points', '1.1.0+b', 'buyers');
  expect((await tally.read('points', '1.1.0+b', 'stage 2')).buyers).toBe(1);
  expect((await tally.read('points', '1.1.0+b', 'stage 1')).buyers).toBe(3);
  expect((await tally.read('points', '1.0.0+a', 'stage 1')).buyers).toBe(1);
});

describe('in Redis', () => {
  let server: RunningRedis;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url, { commandTimeout: 10_000, maxRetriesPerRequest: 0 });
    await whenReady(redis);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  it("adds two replicas' counts and reads them alike from either", async () => {
    const replicas = [0, 1].map(() => stepTally(redisCounters(redis, 't1:')));
    for (const tally of replicas) {
      tally.watch({ points: 'stage 1' });
      await countSome(tally);
    }
    const [one, two] = await Promise.all(replicas.map((tally) => tally.read('points', '1.1.0+b', 'stage 1')));
    expect(one).toEqual(two);
    expect(one).toMatchObject({ buyers: 4, loadFailed: 2, callErrors: 2 });
    expect(one?.lcp[vitalBin(900)]).toBe(2);
    expect(await redis.pttl('t1:canary:points:stage 1:1.1.0+b:buyers')).toBeGreaterThan(24 * 3600_000);
  });
});
