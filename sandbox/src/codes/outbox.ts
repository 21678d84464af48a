// The SMS outbox: every message the sandbox "sent", for people (an HTML page) and tests (JSON).
import { normalizePhone } from '../insurer';
import type { Db } from '../db/connection';

export type MessageKind = 'contract' | 'loyalty';

export interface OutboxMessage {
  id: number;
  phone: string;
  text: string;
  code: string;
  kind: MessageKind;
  contractId: number;
  createdAt: string;
  /** The buyer session the partner named when it asked for the message (codes/phoneLimit.ts). */
  requester?: string;
}

const OUTBOX_PAGE_LIMIT = 200;

export class Outbox {
  private readonly insert;
  private readonly select;
  private readonly since;

  constructor(db: Db) {
    this.insert = db.prepare(
      'INSERT INTO outbox (phone, text, code, kind, contract_id, created_at, requester) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare(
      `SELECT id, phone, text, code, kind, contract_id AS contractId, created_at AS createdAt FROM outbox
       WHERE (@phone IS NULL OR phone = @phone) AND (@contractId IS NULL OR contract_id = @contractId)
       ORDER BY id DESC LIMIT ${OUTBOX_PAGE_LIMIT}`,
    );
    this.since = db
      .prepare(
        `SELECT created_at FROM outbox WHERE phone = @phone AND (@requester IS NULL OR requester = @requester) AND created_at > @after
         ORDER BY created_at DESC LIMIT @limit`,
      )
      .pluck();
  }

  send(message: Omit<OutboxMessage, 'id'>): void {
    this.insert.run(
      message.phone,
      message.text,
      message.code,
      message.kind,
      message.contractId,
      message.createdAt,
      message.requester ?? null,
    );
  }

  /**
   * When the latest messages to a phone after `after` went out (those one buyer session asked for, when given),
   * newest first, at most `limit` of them.
   */
  sentTimes(phone: string, after: Date, limit: number, requester?: string): string[] {
    return this.since.all({ phone, requester: requester ?? null, after: after.toISOString(), limit }) as string[];
  }

  /** Newest first. */
  list(filter: { phone?: string; contractId?: number } = {}): OutboxMessage[] {
    return this.select.all({
      phone: filter.phone ? normalizePhone(filter.phone) : null,
      contractId: filter.contractId ?? null,
    }) as OutboxMessage[];
  }
}
