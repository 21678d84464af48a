// Per-phone SMS limits: however many contracts or loyalty orders a caller makes, one phone gets at most so many
// messages in ten minutes and in a day. Counted from the outbox, so a restart does not reset them.
import { HttpError } from '../http/errors';
import type { Outbox } from './outbox';

export interface SmsLimits {
  /** Messages to one phone in any 10 minutes. */
  per10Minutes: number;
  /** Messages to one phone in any 24 hours. */
  perDay: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { per10Minutes: 5, perDay: 20 };

const WINDOWS: ReadonlyArray<{ limit: keyof SmsLimits; ms: number }> = [
  { limit: 'per10Minutes', ms: 10 * 60_000 },
  { limit: 'perDay', ms: 24 * 60 * 60_000 },
];

/** Throws 429 PHONE_LIMIT, with the seconds until a message may go out, when one more would exceed a limit. */
export function assertPhoneLimit(outbox: Outbox, phone: string, limits: SmsLimits, now: Date): void {
  let waitMs = 0;
  for (const window of WINDOWS) {
    const limit = limits[window.limit];
    const sent = outbox.sentTimes(phone, new Date(now.getTime() - window.ms), limit);
    // Room comes back when the oldest of the last `limit` messages leaves the window.
    if (sent.length >= limit) waitMs = Math.max(waitMs, Date.parse(sent[limit - 1]!) + window.ms - now.getTime());
  }
  if (waitMs <= 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpError(429, `Too many messages to this phone; try again in ${retryAfterSeconds} s`, {
    errorCode: 'PHONE_LIMIT',
    extra: { retryAfterSeconds },
  });
}
