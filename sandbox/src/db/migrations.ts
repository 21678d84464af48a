// Versioned schema migrations. The applied version lives in SQLite's user_version, so a database made by an
// older sandbox is upgraded in place at start and its data are kept. Append new versions; never edit old ones.
import type Database from 'better-sqlite3';

export interface Migration {
  version: number;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE products (
        tariff_id INTEGER PRIMARY KEY,
        vehicle_type TEXT NOT NULL,
        area TEXT NOT NULL,
        period TEXT NOT NULL,
        programme TEXT NOT NULL,
        insurer TEXT NOT NULL,
        name TEXT NOT NULL,
        price REAL NOT NULL,
        estimate INTEGER NOT NULL
      );
      CREATE INDEX products_choice ON products (vehicle_type, area, period);

      CREATE TABLE regions (
        id INTEGER PRIMARY KEY,
        name_uk TEXT NOT NULL,
        name_en TEXT NOT NULL
      );
      CREATE TABLE places (
        id INTEGER PRIMARY KEY,
        region_id INTEGER NOT NULL REFERENCES regions (id),
        name_uk TEXT NOT NULL,
        name_latin TEXT NOT NULL,
        search_uk TEXT NOT NULL,
        search_latin TEXT NOT NULL
      );

      CREATE TABLE auto_makers (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL
      );
      CREATE TABLE auto_models (
        id INTEGER PRIMARY KEY,
        maker_id INTEGER NOT NULL REFERENCES auto_makers (id),
        name TEXT NOT NULL,
        search TEXT NOT NULL
      );

      CREATE TABLE vehicles (
        state_number TEXT PRIMARY KEY,
        body_number TEXT NOT NULL,
        vehicle_type TEXT NOT NULL,
        model_id INTEGER REFERENCES auto_models (id),
        maker_id INTEGER NOT NULL REFERENCES auto_makers (id),
        model_text TEXT NOT NULL,
        year INTEGER NOT NULL,
        engine_volume INTEGER,
        electric_motor_power INTEGER,
        seating_capacity INTEGER,
        gross_weight INTEGER,
        curb_weight INTEGER
      );

      CREATE TABLE blacklist (
        kind TEXT NOT NULL CHECK (kind IN ('inn', 'state_number')),
        value TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('list', 'refusal')),
        PRIMARY KEY (kind, value)
      );

      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        number TEXT UNIQUE,
        state TEXT NOT NULL,
        tariff_id INTEGER NOT NULL REFERENCES products (tariff_id),
        premium REAL NOT NULL,
        vehicle_type TEXT NOT NULL,
        area TEXT NOT NULL,
        period TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        draft_date TEXT NOT NULL,
        dialect TEXT NOT NULL,
        phone TEXT NOT NULL,
        email TEXT NOT NULL,
        holder TEXT NOT NULL,
        inn TEXT,
        state_number TEXT NOT NULL,
        shop_order_number TEXT,
        customer_external_id TEXT,
        draft_json TEXT NOT NULL,
        policy_number TEXT UNIQUE,
        paid_at TEXT,
        paid_online REAL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE contract_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        from_state TEXT,
        to_state TEXT NOT NULL,
        at TEXT NOT NULL
      );

      CREATE TABLE codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('contract', 'loyalty')),
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        customer_id TEXT,
        amount REAL,
        code TEXT NOT NULL,
        sent_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        wrong_tries INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'USED', 'BURNT', 'REPLACED'))
      );
      CREATE INDEX codes_contract ON codes (contract_id, kind, id);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        phone TEXT NOT NULL,
        text TEXT NOT NULL,
        code TEXT NOT NULL,
        kind TEXT NOT NULL,
        contract_id INTEGER NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE loyalty_customers (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        balance REAL NOT NULL
      );
      CREATE TABLE loyalty_reservations (
        contract_id INTEGER PRIMARY KEY REFERENCES contracts (id),
        customer_id TEXT NOT NULL REFERENCES loyalty_customers (id),
        points REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('RESERVED', 'SPENT', 'RELEASED')),
        updated_at TEXT NOT NULL
      );

      CREATE TABLE payments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL CHECK (provider IN ('easypay', 'portmone', 'instalments')),
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        amount REAL NOT NULL,
        months INTEGER,
        success_url TEXT NOT NULL,
        fail_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('CREATED', 'PAID', 'DECLINED')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX payments_contract ON payments (contract_id);

      -- What the provider simulators know: the insurer side never reads these tables directly
      -- except through the provider's own check (payments/*/gateway.ts).
      CREATE TABLE provider_notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        provider TEXT NOT NULL,
        order_id TEXT NOT NULL,
        raw_body TEXT NOT NULL,
        signature TEXT NOT NULL,
        received_at TEXT NOT NULL
      );
      CREATE INDEX provider_notifications_order ON provider_notifications (provider, order_id, id);
      CREATE TABLE portmone_bills (
        shop_bill_id TEXT PRIMARY KEY,
        payee_id INTEGER NOT NULL,
        shop_order_number TEXT NOT NULL,
        bill_amount REAL NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PAYED', 'REJECTED')),
        card_mask TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    // Payments may be cancelled (the loyalty reservation changed before they were paid) or refunded (paid, but
    // the sum no longer covers the premium, or the contract was already paid or cancelled). SQLite cannot change
    // a CHECK constraint in place, so the table is copied; ids and the AUTOINCREMENT counter are kept.
    // The outbox is counted per phone and time for the SMS limits.
    version: 2,
    sql: `
      CREATE TABLE payments_v2 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL CHECK (provider IN ('easypay', 'portmone', 'instalments')),
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        amount REAL NOT NULL,
        months INTEGER,
        success_url TEXT NOT NULL,
        fail_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('CREATED', 'PAID', 'DECLINED', 'CANCELLED', 'REFUNDED')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO payments_v2 (id, order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at)
        SELECT id, order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at FROM payments;
      UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'payments')
        WHERE name = 'payments_v2' AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'payments');
      DROP TABLE payments;
      ALTER TABLE payments_v2 RENAME TO payments;
      CREATE INDEX payments_contract ON payments (contract_id, status);

      CREATE INDEX outbox_phone ON outbox (phone, created_at);
    `,
  },
  {
    // CardLab, the invented third card provider of the tests (payments/cardlab.ts), may own payments. The table is
    // copied again for the new CHECK, as in version 2.
    version: 3,
    sql: `
      CREATE TABLE payments_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_id TEXT NOT NULL UNIQUE,
        provider TEXT NOT NULL CHECK (provider IN ('easypay', 'portmone', 'instalments', 'cardlab')),
        contract_id INTEGER NOT NULL REFERENCES contracts (id),
        amount REAL NOT NULL,
        months INTEGER,
        success_url TEXT NOT NULL,
        fail_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('CREATED', 'PAID', 'DECLINED', 'CANCELLED', 'REFUNDED')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO payments_v3 (id, order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at)
        SELECT id, order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at FROM payments;
      UPDATE sqlite_sequence SET seq = (SELECT seq FROM sqlite_sequence WHERE name = 'payments')
        WHERE name = 'payments_v3' AND EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'payments');
      DROP TABLE payments;
      ALTER TABLE payments_v3 RENAME TO payments;
      CREATE INDEX payments_contract ON payments (contract_id, status);
    `,
  },
  {
    // Idempotency keys of drafts and payments (a retry gets the first answer), and who asked for each SMS (the
    // per-phone limits count per buyer session when the partner names one).
    version: 4,
    sql: `
      CREATE TABLE idempotent_answers (
        call TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        answer TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (call, idempotency_key)
      );
      ALTER TABLE outbox ADD COLUMN requester TEXT;
      CREATE INDEX outbox_phone_requester ON outbox (phone, requester, created_at);
    `,
  },
];

export function schemaVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

export function migrate(db: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number {
  const current = schemaVersion(db);
  const pending = migrations.filter((m) => m.version > current).sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return schemaVersion(db);
}
