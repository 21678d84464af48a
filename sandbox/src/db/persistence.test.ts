// Migrations run at start and are versioned; data survive a restart on the same file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startSandbox } from '../testing/harness';
import { createRequest, createSigned, latestCode } from '../testing/drafts';
import { migrate, MIGRATIONS, schemaVersion } from './migrations';

describe('migrations', () => {
  it('bring a new database to the latest version, and running them again changes nothing', () => {
    const db = new Database(':memory:');
    const latest = Math.max(...MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toBe(latest);
    expect(migrate(db)).toBe(latest);
    expect(schemaVersion(db)).toBe(latest);
    db.close();
  });

  it('apply only the versions above the stored one, in order', () => {
    const db = new Database(':memory:');
    const applied: number[] = [];
    const steps = [1, 2, 3].map((version) => ({ version, sql: `CREATE TABLE t${version} (id INTEGER);` }));
    migrate(db, steps.slice(0, 2));
    expect(schemaVersion(db)).toBe(2);
    migrate(db, steps);
    for (const version of [1, 2, 3]) {
      if (db.prepare('SELECT name FROM sqlite_master WHERE name = ?').get(`t${version}`)) applied.push(version);
    }
    expect(applied).toEqual([1, 2, 3]);
    expect(schemaVersion(db)).toBe(3);
    db.close();
  });

  it('version 2 keeps the payments of a version 1 database and allows CANCELLED and REFUNDED', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version === 1),
    );
    const insert = db.prepare(
      `INSERT INTO payments (order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at)
       VALUES (?, 'easypay', 1, 100, NULL, 'http://a/', 'http://a/', ?, '2026-03-10T09:00:00.000Z', '2026-03-10T09:00:00.000Z')`,
    );
    insert.run('GC00000001-1', 'PAID');
    insert.run('GC00000001-2', 'CREATED');
    expect(() => insert.run('GC00000001-3', 'REFUNDED')).toThrow(/CHECK/);
    migrate(db);
    expect(db.prepare('SELECT id, order_id AS orderId, status FROM payments ORDER BY id').all()).toEqual([
      { id: 1, orderId: 'GC00000001-1', status: 'PAID' },
      { id: 2, orderId: 'GC00000001-2', status: 'CREATED' },
    ]);
    insert.run('GC00000001-3', 'REFUNDED');
    insert.run('GC00000001-4', 'CANCELLED');
    expect(db.prepare("SELECT id FROM payments WHERE order_id = 'GC00000001-4'").pluck().get()).toBe(4);
    expect(() => insert.run('GC00000001-5', 'LOST')).toThrow(/CHECK/);
    db.close();
  });

  it('version 3 keeps the payments and lets CardLab own one', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = OFF');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version <= 2),
    );
    const insert = db.prepare(
      `INSERT INTO payments (order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at)
       VALUES (?, ?, 1, 100, NULL, 'http://a/', 'http://a/', 'CREATED', '2026-03-10T09:00:00.000Z', '2026-03-10T09:00:00.000Z')`,
    );
    insert.run('GC00000001-1', 'portmone');
    expect(() => insert.run('GC00000001-2', 'cardlab')).toThrow(/CHECK/);
    migrate(db);
    insert.run('GC00000001-2', 'cardlab');
    expect(db.prepare('SELECT id, provider FROM payments ORDER BY id').all()).toEqual([
      { id: 1, provider: 'portmone' },
      { id: 2, provider: 'cardlab' },
    ]);
    expect(() => insert.run('GC00000001-3', 'paypal')).toThrow(/CHECK/);
    db.close();
  });

  it('roll a failing migration back whole', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [{ version: 1, sql: 'CREATE TABLE ok (id INTEGER); CREATE TABLE broken (' }])).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok'").get()).toBeUndefined();
    db.close();
  });
});

describe('a restart', () => {
  it('keeps contracts, codes, loyalty balances and the outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'greencard-restart-'));
    try {
      const first = await startSandbox({ dir });
      const signed = await createSigned(first);
      const pending = await createRequest(first);
      await first.get(`/sendCode?contract_id=${pending.id}`);
      const code = await latestCode(first, pending.id);
      await first.post('/loyalty/order', { customer_id: 'LC-1001', contract_id: signed.id, paidByPoints: 100 });
      const secret = await latestCode(first, signed.id, 'loyalty');
      await first.post('/loyalty/order', { customer_id: 'LC-1001', contract_id: signed.id, paidByPoints: 100, secret });
      await first.stop();

      const second = await startSandbox({ dir, clock: first.clock });
      try {
        expect((await second.get(`/order/ewaShow?contract_id=${signed.id}`)).body.data).toMatchObject({
          state: 'SIGNED',
          paidByPoints: 100,
        });
        expect(
          (await second.get(`/sandbox/outbox.json?contract_id=${pending.id}`, { token: null })).body.data,
        ).toHaveLength(1);
        // The code sent before the restart still signs after it.
        expect((await second.post('/checkCode', { code, contract_id: pending.id })).body.data).toBe('OK');
        const other = await createSigned(second);
        expect(
          (await second.post('/loyalty/balance', { customer_id: 'LC-1001', contract_id: other.id })).body.data.balance,
        ).toBe(4900);
        // New contracts continue the numbering.
        expect(other.id).toBeGreaterThan(pending.id);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
