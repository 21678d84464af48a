// Loyalty accounts and the points reserved against contracts. Points are reserved when the loyalty order's
// secret is confirmed, spent when the contract is paid, released when it is cancelled, when the buyer gives them
// back (a loyalty order for 0 points), when the whole premium was paid online after all, or when the contract's day
// ends unpaid (it can no longer be signed or paid, so nothing could ever spend or release them otherwise).
import { roundMoney } from '../insurer';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { LOYALTY_CUSTOMERS } from './data/customers';

export interface LoyaltyCustomer {
  id: string;
  name: string;
  phone: string;
  balance: number;
}

export interface Reservation {
  contractId: number;
  customerId: string;
  points: number;
  status: 'RESERVED' | 'SPENT' | 'RELEASED';
}

/** Adds the seeded customers once; balances already in the database are kept. */
export function seedLoyaltyCustomers(db: Db): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO loyalty_customers (id, name, phone, balance) VALUES (@id, @name, @phone, @balance)',
  );
  db.transaction(() => LOYALTY_CUSTOMERS.forEach((c) => insert.run(c)))();
}

export class LoyaltyAccounts {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      customer: db.prepare('SELECT id, name, phone, balance FROM loyalty_customers WHERE id = ?'),
      reservedElsewhere: db.prepare(
        "SELECT COALESCE(SUM(points), 0) AS points FROM loyalty_reservations WHERE customer_id = ? AND status = 'RESERVED' AND contract_id <> ?",
      ),
      reservation: db.prepare(
        'SELECT contract_id AS contractId, customer_id AS customerId, points, status FROM loyalty_reservations WHERE contract_id = ?',
      ),
      upsert: db.prepare(
        `INSERT INTO loyalty_reservations (contract_id, customer_id, points, status, updated_at) VALUES (?, ?, ?, 'RESERVED', ?)
         ON CONFLICT (contract_id) DO UPDATE SET customer_id = excluded.customer_id, points = excluded.points,
           status = 'RESERVED', updated_at = excluded.updated_at`,
      ),
      setStatus: db.prepare('UPDATE loyalty_reservations SET status = ?, updated_at = ? WHERE contract_id = ?'),
      debit: db.prepare('UPDATE loyalty_customers SET balance = round(balance - ?, 2) WHERE id = ?'),
      releaseEnded: db.prepare(
        `UPDATE loyalty_reservations SET status = 'RELEASED', updated_at = ?
         WHERE status = 'RESERVED' AND contract_id IN (SELECT id FROM contracts WHERE draft_date < ?)
         RETURNING contract_id AS contractId`,
      ),
    };
  }

  require(id: string): LoyaltyCustomer {
    const customer = this.statements.customer.get(id) as LoyaltyCustomer | undefined;
    if (!customer) throw notFound('No such loyalty customer');
    return customer;
  }

  /** The balance this contract may use: what is not reserved for the customer's other contracts. */
  available(customer: LoyaltyCustomer, contractId: number): number {
    const { points } = this.statements.reservedElsewhere.get(customer.id, contractId) as { points: number };
    return Math.max(0, roundMoney(customer.balance - points));
  }

  reservation(contractId: number): Reservation | undefined {
    return this.statements.reservation.get(contractId) as Reservation | undefined;
  }

  /** Points reserved (not yet spent) for a contract: what the online payment leaves out. */
  reservedFor(contractId: number): number {
    const r = this.reservation(contractId);
    return r && r.status !== 'RELEASED' ? r.points : 0;
  }

  reserve(contractId: number, customerId: string, points: number, now: Date): void {
    this.statements.upsert.run(contractId, customerId, points, now.toISOString());
  }

  /** On payment: the reserved points leave the balance. Returns the points spent. */
  spend(contractId: number, now: Date): number {
    const r = this.reservation(contractId);
    if (!r || r.status !== 'RESERVED') return r?.status === 'SPENT' ? r.points : 0;
    this.statements.debit.run(r.points, r.customerId);
    this.statements.setStatus.run('SPENT', now.toISOString(), contractId);
    return r.points;
  }

  /**
   * Releases the points still reserved for contracts drafted before `today` (the Kyiv date): those contracts can no
   * longer be signed or paid. Answers the contracts whose points were released.
   */
  releaseEnded(today: string, now: Date): number[] {
    return (this.statements.releaseEnded.all(now.toISOString(), today) as { contractId: number }[]).map(
      (r) => r.contractId,
    );
  }

  release(contractId: number, now: Date): void {
    const r = this.reservation(contractId);
    if (r?.status === 'RESERVED') this.statements.setStatus.run('RELEASED', now.toISOString(), contractId);
  }
}
