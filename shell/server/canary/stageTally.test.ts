/** @jest-environment node */
// The canary's tally: counts of the steps under a canary only, read over a window of time buckets, the same in memory
// and in a real Redis (Debian's redis-server on a free port), where two replicas' counts add up.
import { Redis } from 'ioredis';
import { startRedis, type RunningRedis } from '../../../e2e/support/redis';
import { whenReady } from '../store/redisClient';
import { vitalBin } from './judge';
import { memoryBuckets, redisBuckets, stepTally } from './stageTally';

const START = 1_800_000_000_000;

function countSome(tally: ReturnType<typeof stepTally>) {
  tally.count('points', '1.1.0+b', 'buyers');
  tally.count('points', '1.1.0+b', 'buyers');
  tally.count('points', '1.1.0+b', 'loadFailed');
  tally.count('points', '1.1.0+b', 'callErrors');
  tally.vital('points', '1.1.0+b', 'LCP', 900);
  tally.vital('points', '1.1.0+b', 'INP', 40);
  tally.count('points', '1.1.0+b', 'worked');
  // Not counted: another build's, another step's.
  tally.count('points', '1.0.0+a', 'buyers');
  tally.count('payment', '1.1.0+b', 'buyers');
}

it('counts only what it watches, and reads a window of buckets', async () => {
  let clock = START;
  const tally = stepTally(
    memoryBuckets(() => clock),
    { bucketMs: 1000, now: () => clock },
  );
  countSome(tally);
  expect((await tally.read('points', '1.1.0+b', START, START)).buyers).toBe(0);
  expect(tally.watching()).toBe(false);
  tally.watch({ points: 'stage 1' });
  expect(tally.watching()).toBe(true);
  countSome(tally);
  clock += 5000;
  tally.count('points', '1.1.0+b', 'buyers');
  const figures = await tally.read('points', '1.1.0+b', START, clock);
  expect(figures).toMatchObject({ buyers: 3, loadFailed: 1, callErrors: 1, calls: 0, reachedNext: 0, worked: 1 });
  expect(figures.lcp[vitalBin(900)]).toBe(1);
  expect(figures.inp[vitalBin(40)]).toBe(1);
  expect(figures.lcp.reduce((a, b) => a + b, 0)).toBe(1);
  // A window that starts after the first counts leaves them out.
  expect((await tally.read('points', '1.1.0+b', START + 2000, clock)).buyers).toBe(1);
  expect((await tally.read('points', '1.0.0+a', START, clock)).buyers).toBe(1);
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
    const errors = jest.fn();
    const replicas = [0, 1].map(() =>
      stepTally(redisBuckets(redis, errors), { bucketMs: 1000, now: () => START, prefix: 't1:' }),
    );
    for (const tally of replicas) {
      tally.watch({ points: 'stage 1' });
      countSome(tally);
    }
    // The counts are sent without waiting: a read after a round trip sees them.
    await redis.ping();
    const [one, two] = await Promise.all(replicas.map((tally) => tally.read('points', '1.1.0+b', START, START + 3000)));
    expect(one).toEqual(two);
    expect(one).toMatchObject({ buyers: 4, loadFailed: 2, callErrors: 2 });
    expect(one?.lcp[vitalBin(900)]).toBe(2);
    expect(errors).not.toHaveBeenCalled();
    expect(await redis.pttl(`t1:points:1.1.0+b:${Math.floor(START / 1000)}`)).toBeGreaterThan(24 * 3600_000);
  });
});
