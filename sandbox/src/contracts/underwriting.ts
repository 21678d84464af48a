// Underwriting: the blacklists refuse a draft with 422 and the insurer's message (rules D16).
import { normalizeStateNumber } from '../insurer';
import type { Db } from '../db/connection';
import { HttpError } from '../http/errors';
import {
  BLACKLISTED_INNS,
  BLACKLISTED_STATE_NUMBERS,
  UNDERWRITING_MESSAGES,
  type BlacklistReason,
} from './data/blacklist';
import type { Draft } from './draftPayload';

export function seedBlacklist(db: Db): void {
  const insert = db.prepare('INSERT OR REPLACE INTO blacklist (kind, value, reason) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const entry of BLACKLISTED_INNS) insert.run('inn', entry.inn, entry.reason);
    for (const entry of BLACKLISTED_STATE_NUMBERS)
      insert.run('state_number', normalizeStateNumber(entry.stateNumber), entry.reason);
  })();
}

export class Underwriting {
  private readonly lookup;

  constructor(db: Db) {
    const statement = db.prepare('SELECT reason FROM blacklist WHERE kind = ? AND value = ?');
    this.lookup = (kind: 'inn' | 'state_number', value: string) =>
      (statement.get(kind, value) as { reason: BlacklistReason } | undefined)?.reason;
  }

  /** Throws 422 with the person's or the vehicle's message when the draft hits a list; the person is checked first. */
  check(draft: Draft): void {
    const person = draft.inn && !draft.dontHaveInn ? this.lookup('inn', draft.inn) : undefined;
    if (person) throw new HttpError(422, UNDERWRITING_MESSAGES.person[person]);
    const vehicle = this.lookup('state_number', normalizeStateNumber(draft.vehicle.stateNumber));
    if (vehicle) throw new HttpError(422, UNDERWRITING_MESSAGES.vehicle[vehicle]);
  }
}
