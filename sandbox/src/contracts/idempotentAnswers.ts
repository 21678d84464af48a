// Idempotency keys (docs/insurer-api.md, "Idempotency keys"): a call that makes something (a draft, a payment) and
// carries `Idempotency-Key` is done once per key; the same key with the same request gets the first answer again, so
// a partner that retries after its own timeout does not make a second draft or payment. The same key with another
// request is refused (422), as is a key that is no key (400). Kept a day: longer than any retry, and a contract is
// signed and paid on the day of its draft.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';

const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY = /^[\x21-\x7e]{1,255}$/;
const KEEP_MS = 24 * 60 * 60_000;

interface Stored {
  request_hash: string;
  answer: string;
}

export class IdempotentAnswers {
  private readonly statements;

  constructor(private readonly db: Db) {
    this.statements = {
      find: db.prepare(
        'SELECT request_hash, answer FROM idempotent_answers WHERE call = ? AND idempotency_key = ? AND created_at > ?',
      ),
      forget: db.prepare('DELETE FROM idempotent_answers WHERE call = ? AND idempotency_key = ?'),
      keep: db.prepare(
        'INSERT INTO idempotent_answers (call, idempotency_key, request_hash, answer, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
    };
  }

  /**
   * The answer of `make` for this request, made once per key: a request without the header is made every time. The
   * lookup, the work and the kept answer are one transaction, so two requests with one key make one thing.
   */
  once<T>(request: FastifyRequest, call: string, now: Date, make: () => T): T {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key === undefined) return make();
    if (typeof key !== 'string' || !KEY.test(key))
      throw new HttpError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    const requestHash = createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('hex');
    return this.db.transaction(() => {
      const kept = this.statements.find.get(call, key, new Date(now.getTime() - KEEP_MS).toISOString()) as
        Stored | undefined;
      if (kept) {
        if (kept.request_hash !== requestHash) {
          throw new HttpError(422, 'This Idempotency-Key was used for another request', {
            errorCode: 'IDEMPOTENCY_KEY_REUSED',
          });
        }
        return JSON.parse(kept.answer) as T;
      }
      const answer = make();
      this.statements.forget.run(call, key);
      this.statements.keep.run(call, key, requestHash, JSON.stringify(answer), now.toISOString());
      return answer;
    })();
  }
}
