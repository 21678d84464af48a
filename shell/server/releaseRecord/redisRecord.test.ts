/** @jest-environment node */
// The release record in a real Redis (Debian's redis-server on a free port): atomic, versioned changes with their
// history; a replica that follows it sees a change within its poll, and keeps its registry while Redis is gone.
import { Redis } from 'ioredis';
import { RecordConflict, seedRecord } from '@greencard/release/record';
import { startRedis, type RunningRedis } from '../../../e2e/support/redis';
import { createRegistryReader } from '../registry/registry';
import { REGISTRY as TEST_REGISTRY } from '../testing';
import { connectRedis, whenReady } from '../store/redisClient';
import { redisRecord, redisRecordSource } from './redisRecord';

let server: RunningRedis;
let redis: Redis;
/** The test's own writer: patient, as a loaded test machine may take over the replicas' one second per command. */
const patient = (url: string) =>
  new Redis(url, { commandTimeout: 10_000, maxRetriesPerRequest: 0, enableOfflineQueue: false });

beforeAll(async () => {
  server = await startRedis();
  redis = patient(server.url);
  redis.on('error', () => undefined);
  await whenReady(redis);
});
afterAll(async () => {
  redis.disconnect();
  await server.stop();
});

let prefixes = 0;
const prefix = () => `t${++prefixes}:`;
const entry = (by: string) => ({
  at: '2026-11-27T00:00:00.000Z',
  by,
  action: 'release' as const,
  step: 'points',
  from: 'a',
  to: 'b',
  verdict: 'passed',
});
const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it('seeds once, moves one version on per change, and lets one of two changes on the same snapshot through', async () => {
  const record = redisRecord(redis, prefix());
  expect(await record.read()).toBeUndefined();
  expect(await seedRecord(record, { points: 'a' }, 'shop server', 'seeded')).toBe(true);
  expect(await seedRecord(record, { points: 'other' }, 'shop server', 'seeded')).toBe(false);
  const first = await record.read();
  expect(first).toMatchObject({ version: 1, registry: { points: 'a' } });
  const outcomes = await Promise.allSettled(
    ['b', 'c', 'd'].map((build) => record.change(first, { points: build }, entry(build))),
  );
  expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome): unknown => outcome.reason)).toEqual(
    [expect.any(RecordConflict), expect.any(RecordConflict)],
  );
  await record.note({ ...entry('team'), verdict: 'refused: no' });
  const history = await record.history();
  expect(history.map(({ version, by, verdict }) => ({ version, by, verdict }))).toEqual([
    { version: 1, by: 'shop server', verdict: 'seeded' },
    { version: 2, by: expect.stringMatching(/^[bcd]$/), verdict: 'passed' },
    { version: 2, by: 'team', verdict: 'refused: no' },
  ]);
  expect((await record.read())?.registry.points).toBe(history[1]?.by);
});

it('is followed within a poll by a replica, which keeps its registry while Redis is gone and says so', async () => {
  const keys = prefix();
  const record = redisRecord(redis, keys);
  await seedRecord(record, TEST_REGISTRY, 'shop server', 'seeded');
  const log = jest.fn<void, [string]>();
  const replica = connectRedis(server.url);
  replica.on('error', () => undefined);
  await whenReady(replica);
  const follower = redisRecordSource(replica, { prefix: keys, pollMs: 50, log });
  await follower.start();
  const read = createRegistryReader(follower.source, jest.fn(), { recheckMs: 60_000 });
  expect((await read()).registry.points?.manifest).toBe(TEST_REGISTRY.points.manifest);

  const moved = {
    ...TEST_REGISTRY,
    points: { ...TEST_REGISTRY.points, manifest: 'http://127.0.0.1:9999/mf-manifest.json' },
  };
  await record.change(await record.read(), moved, entry('team'));
  await until(async () => (await read()).registry.points?.manifest === moved.points.manifest, 1000);

  await server.stop();
  await until(() => !follower.state().readable);
  expect(follower.state().unreadableSince).toEqual(expect.any(Number));
  expect((await read()).registry.points?.manifest).toBe(moved.points.manifest);
  expect(log.mock.calls.filter(([message]) => /cannot be read/.test(message))).toHaveLength(1);

  // Back empty (this Redis keeps no data): the record is lost, not new. The replica that knew it writes it back, with
  // its history and an entry that says so, and a replica started now follows the releases made, not a seed.
  await server.start();
  await until(() => follower.state().readable, 5000);
  // The test's own writer reconnects on its own backoff (up to 2 s after the retries while Redis was gone): the reads
  // below are the writer's, so they wait for it as the follower's wait for the replica's.
  await whenReady(redis, 5000);
  expect(follower.state().losses).toBe(1);
  expect((await record.read())?.version).toBe(2);
  expect((await record.read())?.registry).toEqual(moved);
  expect((await record.history()).map(({ version, by, action }) => ({ version, by, action }))).toEqual([
    { version: 1, by: 'shop server', action: 'seed' },
    { version: 2, by: 'team', action: 'release' },
    { version: 2, by: 'shop server', action: 'restore' },
  ]);
  expect(log.mock.calls.filter(([message]) => /restored version 2/.test(message))).toHaveLength(1);
  const restarted = redisRecordSource(replica, { prefix: keys, pollMs: 50, log: jest.fn() });
  await restarted.start();
  const readRestarted = createRegistryReader(restarted.source, jest.fn(), { recheckMs: 60_000 });
  expect((await readRestarted()).registry.points?.manifest).toBe(moved.points.manifest);

  // Set back to an older version (a stale copy of the store): the replica that knew the later one writes it back too.
  await record.change(await record.read(), TEST_REGISTRY, entry('team'));
  await until(async () => (await read()).registry.points?.manifest === TEST_REGISTRY.points.manifest, 1000);
  await redis.set(`${keys}version`, '1');
  await until(async () => (await record.read())?.version === 3, 3000);
  expect((await record.read())?.registry).toEqual(TEST_REGISTRY);
  restarted.close();
  follower.close();
  replica.disconnect();
}, 30_000);

it('is written back by no replica that never read it: a store that never had a record waits for its seed', async () => {
  const keys = prefix();
  const log = jest.fn<void, [string]>();
  const replica = connectRedis(server.url);
  replica.on('error', () => undefined);
  await whenReady(replica);
  const follower = redisRecordSource(replica, { prefix: keys, pollMs: 50, log });
  await follower.start();
  const read = createRegistryReader(follower.source, jest.fn(), { recheckMs: 60_000 });
  await expect(read()).rejects.toMatchObject({ statusCode: 503, code: 'NO_RELEASE_RECORD' });
  expect(follower.state()).toMatchObject({ readable: false });
  expect(await redis.exists(`${keys}version`)).toBe(0);
  await seedRecord(redisRecord(redis, keys), TEST_REGISTRY, 'operator', 'seeded');
  await until(() => follower.state().readable);
  expect((await read()).registry).toEqual(TEST_REGISTRY);
  follower.close();
  replica.disconnect();
});

it("survives a restart of a Redis that keeps its data as compose's does", async () => {
  const kept = await startRedis({ persist: true });
  const client = patient(kept.url);
  client.on('error', () => undefined);
  await whenReady(client);
  const record = redisRecord(client);
  await seedRecord(record, TEST_REGISTRY, 'shop server', 'seeded');
  await record.change(
    await record.read(),
    { ...TEST_REGISTRY, points: { ...TEST_REGISTRY.points, manifest: 'http://127.0.0.1:9999/mf-manifest.json' } },
    entry('team'),
  );
  await kept.stop();
  await kept.start();
  await until(async () => (await record.read().catch(() => undefined)) !== undefined, 5000);
  expect((await record.read())?.version).toBe(2);
  expect((await record.history()).map((e) => e.by)).toEqual(['shop server', 'team']);
  client.disconnect();
  await kept.stop();
}, 20_000);
