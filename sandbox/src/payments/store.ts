// The insurer's payments: one row per attempt to pay a contract with a provider.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import type { Provider } from './signatures';

/**
 * CREATED: open, the buyer may pay it. PAID: it paid the contract. DECLINED: the provider declined it.
 * CANCELLED: the points reserved for the contract changed (or the contract was cancelled) before it was paid, so its
 * amount is no longer what is owed. REFUNDED: the provider took the money but it did not pay the contract.
 */
export type PaymentStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'CANCELLED' | 'REFUNDED';

/** A payment in one of these states is settled for good: nothing the provider says later changes it. */
export const FINAL_STATUSES: readonly PaymentStatus[] = ['PAID', 'REFUNDED'];

export interface Payment {
  id: number;
  orderId: string;
  provider: Provider;
  contractId: number;
  amount: number;
  months: number | null;
  successUrl: string;
  failUrl: string;
  status: PaymentStatus;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = `id, order_id AS orderId, provider, contract_id AS contractId, amount, months, success_url AS successUrl,
  fail_url AS failUrl, status, created_at AS createdAt, updated_at AS updatedAt`;

export class PaymentStore {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO payments (order_id, provider, contract_id, amount, months, success_url, fail_url, status, created_at, updated_at)
         VALUES (@orderId, @provider, @contractId, @amount, @months, @successUrl, @failUrl, 'CREATED', @now, @now)`,
      ),
      byOrder: db.prepare(`SELECT ${COLUMNS} FROM payments WHERE order_id = ?`),
      paidFor: db.prepare(
        `SELECT ${COLUMNS} FROM payments WHERE contract_id = ? AND status = 'PAID' ORDER BY id LIMIT 1`,
      ),
      setStatus: db.prepare('UPDATE payments SET status = ?, updated_at = ? WHERE id = ?'),
      cancelOpen: db.prepare(
        "UPDATE payments SET status = 'CANCELLED', updated_at = ? WHERE contract_id = ? AND status = 'CREATED'",
      ),
    };
  }

  create(
    input: Omit<Payment, 'id' | 'orderId' | 'status' | 'createdAt' | 'updatedAt'>,
    contractNumber: string,
    now: Date,
  ): Payment {
    // The merchant order id names the contract, then 64 random bits: the provider pages and receipts are reached by
    // it alone, so another buyer's order must not be one guess away (a number counted per attempt was).
    const orderId = `${contractNumber}-${randomBytes(8).toString('hex')}`;
    this.statements.insert.run({ ...input, orderId, now: now.toISOString() });
    return this.byOrder(orderId) as Payment;
  }

  byOrder(orderId: string): Payment | undefined {
    return this.statements.byOrder.get(orderId) as Payment | undefined;
  }

  paidFor(contractId: number): Payment | undefined {
    return this.statements.paidFor.get(contractId) as Payment | undefined;
  }

  setStatus(id: number, status: PaymentStatus, now: Date): void {
    this.statements.setStatus.run(status, now.toISOString(), id);
  }

  /** Cancels every open payment of a contract; returns how many. */
  cancelOpen(contractId: number, now: Date): number {
    return this.statements.cancelOpen.run(now.toISOString(), contractId).changes;
  }
}
