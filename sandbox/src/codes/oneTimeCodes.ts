// One-time codes (docs/insurer-api.md): six digits, valid 10 minutes, a resend only after a pause, burnt after 5 wrong
// tries. The contract's confirmation code and the loyalty secret both live here, told apart by `kind`.
import { randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_VALID_MINUTES } from '../insurer';
import type { Db } from '../db/connection';
import { conflict, HttpError } from '../http/errors';
import type { MessageKind, Outbox } from './outbox';
import { assertPhoneLimit, type SmsLimits } from './phoneLimit';

export interface IssueRequest {
  kind: MessageKind;
  contractId: number;
  phone: string;
  resendAfterSeconds: number;
  text: (code: string) => string;
  customerId?: string;
  amount?: number;
  /** The buyer session the partner named (codes/phoneLimit.ts): the per-phone limits count per session. */
  requester?: string;
}

export type CheckResult =
  { ok: true; amount: number | null; customerId: string | null } | { ok: false; attemptsLeft: number };

export type CodeFailure = 'none' | 'expired' | 'burnt';

/** Thrown by `check` when there is no live code: none was sent, it expired, or it was burnt. */
export class NoLiveCode extends Error {
  constructor(readonly reason: CodeFailure) {
    super(reason);
  }
}

interface CodeRow {
  id: number;
  code: string;
  sent_at: string;
  expires_at: string;
  wrong_tries: number;
  status: 'ACTIVE' | 'USED' | 'BURNT' | 'REPLACED';
  amount: number | null;
  customer_id: string | null;
}

const newCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class OneTimeCodes {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly smsLimits: SmsLimits,
    private readonly generate: () => string = newCode,
  ) {
    this.statements = {
      latest: db.prepare('SELECT * FROM codes WHERE contract_id = ? AND kind = ? ORDER BY id DESC LIMIT 1'),
      replace: db.prepare(
        "UPDATE codes SET status = 'REPLACED' WHERE contract_id = ? AND kind = ? AND status = 'ACTIVE'",
      ),
      insert: db.prepare(
        `INSERT INTO codes (kind, contract_id, customer_id, amount, code, sent_at, expires_at, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'ACTIVE')`,
      ),
      wrong: db.prepare('UPDATE codes SET wrong_tries = ?, status = ? WHERE id = ?'),
      used: db.prepare("UPDATE codes SET status = 'USED' WHERE id = ?"),
    };
  }

  private latest(contractId: number, kind: MessageKind): CodeRow | undefined {
    return this.statements.latest.get(contractId, kind) as CodeRow | undefined;
  }

  /**
   * Sends a new code (the previous one stops working); 429 within the resend pause of the last one, and 429
   * PHONE_LIMIT when the phone has had its share of messages (then nothing is sent and the old code still works).
   */
  issue(request: IssueRequest, now: Date): { sentAt: string } {
    const last = this.latest(request.contractId, request.kind);
    if (last) {
      const waited = (now.getTime() - Date.parse(last.sent_at)) / 1000;
      if (waited < request.resendAfterSeconds) {
        const retryAfterSeconds = Math.ceil(request.resendAfterSeconds - waited);
        throw new HttpError(429, `A new code can be sent in ${retryAfterSeconds} s`, { extra: { retryAfterSeconds } });
      }
    }
    const code = this.generate();
    const sentAt = now.toISOString();
    const expiresAt = new Date(now.getTime() + OTP_VALID_MINUTES * 60_000).toISOString();
    this.db.transaction(() => {
      assertPhoneLimit(this.outbox, request.phone, this.smsLimits, now, request.requester);
      this.statements.replace.run(request.contractId, request.kind);
      this.statements.insert.run(
        request.kind,
        request.contractId,
        request.customerId ?? null,
        request.amount ?? null,
        code,
        sentAt,
        expiresAt,
      );
      this.outbox.send({
        phone: request.phone,
        text: request.text(code),
        code,
        kind: request.kind,
        contractId: request.contractId,
        createdAt: sentAt,
        ...(request.requester ? { requester: request.requester } : {}),
      });
    })();
    return { sentAt };
  }

  /**
   * Checks a code against the live one. A wrong code costs a try and the fifth wrong try burns it.
   * Throws NoLiveCode when nothing can be checked (the caller chooses the answer).
   */
  check(contractId: number, kind: MessageKind, code: string, now: Date): CheckResult {
    const row = this.latest(contractId, kind);
    if (!row || row.status === 'USED' || row.status === 'REPLACED') throw new NoLiveCode('none');
    if (row.status === 'BURNT') throw new NoLiveCode('burnt');
    if (Date.parse(row.expires_at) <= now.getTime()) throw new NoLiveCode('expired');
    if (sameCode(row.code, code)) {
      this.statements.used.run(row.id);
      return { ok: true, amount: row.amount, customerId: row.customer_id };
    }
    const tries = row.wrong_tries + 1;
    this.statements.wrong.run(tries, tries >= OTP_MAX_TRIES ? 'BURNT' : 'ACTIVE', row.id);
    return { ok: false, attemptsLeft: Math.max(0, OTP_MAX_TRIES - tries) };
  }
}

/** The 410 / 409 answers of POST /checkCode for a code that cannot be checked. */
export function noLiveCodeError(failure: NoLiveCode): HttpError {
  switch (failure.reason) {
    case 'expired':
      return new HttpError(410, 'The code has expired. Send a new code.', { errorCode: 'CODE_EXPIRED' });
    case 'burnt':
      return new HttpError(410, 'Too many wrong codes. Send a new code.', { errorCode: 'TOO_MANY_ATTEMPTS' });
    default:
      return conflict('No code has been sent for this contract');
  }
}
