// The release record in a file (record.js): every change a compare-and-set on the snapshot it was decided on, one
// version further, with its history entry; a lock left by a crashed writer does not stop the next one.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileRecord, RecordConflict, RecordLost, seedRecord } from './record';

const entry = (by: string) => ({
  at: '2026-11-27T00:00:00.000Z',
  by,
  action: 'release' as const,
  step: 'points',
  from: null,
  to: null,
  verdict: 'passed',
});
const fresh = () => fileRecord(path.join(mkdtempSync(path.join(tmpdir(), 'record-')), 'registry.json'));

it('has no snapshot before it is seeded, and moves one version on with each change', async () => {
  const record = fresh();
  expect(await record.read()).toBeUndefined();
  expect(await record.change(undefined, { points: 'a' }, entry('seed'))).toBe(1);
  const first = await record.read();
  expect(first).toMatchObject({ version: 1, registry: { points: 'a' } });
  expect(await record.change(first, { points: 'b' }, entry('team'))).toBe(2);
  expect(JSON.parse(readFileSync(record.where, 'utf8'))).toEqual({ points: 'b' });
  expect((await record.history()).map(({ version, by }) => ({ version, by }))).toEqual([
    { version: 1, by: 'seed' },
    { version: 2, by: 'team' },
  ]);
});

it('lets only one of two changes decided on the same snapshot through, the second seeded one too', async () => {
  const record = fresh();
  await record.change(undefined, { points: 'a' }, entry('seed'));
  await expect(record.change(undefined, { points: 'x' }, entry('second seed'))).rejects.toBeInstanceOf(RecordConflict);
  const snapshot = await record.read();
  const outcomes = await Promise.allSettled([
    record.change(snapshot, { points: 'b' }, entry('one')),
    record.change(snapshot, { points: 'c' }, entry('other')),
  ]);
  expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  expect((await record.history()).map((e) => e.version)).toEqual([1, 2]);
});

it('refuses a change when the file was edited by hand since its snapshot', async () => {
  const record = fresh();
  await record.change(undefined, { points: 'a' }, entry('seed'));
  const snapshot = await record.read();
  writeFileSync(record.where, JSON.stringify({ points: 'by hand' }));
  await expect(record.change(snapshot, { points: 'b' }, entry('team'))).rejects.toThrow(
    'changed while this change was decided',
  );
});

it("notes a refusal at the record's version, and takes over a crashed writer's lock", async () => {
  const record = fresh();
  await record.change(undefined, { points: 'a' }, entry('seed'));
  const lock = `${record.where}.lock`;
  writeFileSync(lock, '');
  const old = new Date(Date.now() - 60_000);
  utimesSync(lock, old, old);
  await record.note({ ...entry('team'), verdict: 'refused: no' });
  expect((await record.history()).at(-1)).toMatchObject({ version: 1, verdict: 'refused: no' });
});

it('skips and counts a damaged line of the history, never returning it, and keeps its versions going', async () => {
  const record = fresh();
  await record.change(undefined, { points: 'a' }, entry('seed'));
  appendFileSync(record.historyFile, 'this is no entry\n{"version": "two"}\n');
  expect(await record.historyRead()).toEqual({ entries: [expect.objectContaining({ version: 1 })], damaged: 2 });
  expect(await record.change(await record.read(), { points: 'b' }, entry('team'))).toBe(2);
  expect((await record.history()).map(({ version }) => version)).toEqual([1, 2]);
});

it('is lost, not empty, when its registry is gone and its history is not: nothing seeds it again', async () => {
  const record = fresh();
  await record.change(undefined, { points: 'a' }, entry('seed'));
  await record.change(await record.read(), { points: 'b' }, entry('team'));
  rmSync(record.where);
  await expect(record.read()).rejects.toBeInstanceOf(RecordLost);
  await expect(seedRecord(record, { points: 'a' }, 'npm start', 'seeded')).rejects.toThrow(
    'its registry is gone, and its history goes to version 2',
  );
  writeFileSync(record.where, '{"points": "b"');
  await expect(record.read()).rejects.toThrow('not whole JSON');
});
