// Signed server-to-server notifications the insurer side receives from EasyPay and the bank (the webhook log).
import type { Db } from '../db/connection';

export interface StoredNotification {
  rawBody: string;
  signature: string;
  receivedAt: string;
}

export class NotificationLog {
  private readonly insert;
  private readonly latestOf;

  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO provider_notifications (provider, order_id, raw_body, signature, received_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.latestOf = db.prepare(
      `SELECT raw_body AS rawBody, signature, received_at AS receivedAt FROM provider_notifications
       WHERE provider = ? AND order_id = ? ORDER BY id DESC LIMIT 1`,
    );
  }

  store(provider: string, orderId: string, rawBody: string, signature: string, now: Date): void {
    this.insert.run(provider, orderId, rawBody, signature, now.toISOString());
  }

  latest(provider: string, orderId: string): StoredNotification | undefined {
    return this.latestOf.get(provider, orderId) as StoredNotification | undefined;
  }
}
