// Per-phone SMS limits: however many contracts or loyalty orders a caller makes, one phone gets at most so many
// messages in ten minutes and in a day. When the partner names the buyer's session (`X-Buyer-Session`), those limits
// count per session and phone, so that what one session asks for a phone does not lock the phone's owner out of
// their own codes; a wider daily ceiling per phone, over every session, still keeps a phone from being flooded.
// Counted from the outbox, so a restart does not reset them.
import { HttpError } from '../http/errors';
import type { Outbox } from './outbox';

export interface SmsLimits {
  /** Messages to one phone in any 10 minutes (per buyer session, when the partner names one). */
  per10Minutes: number;
  /** Messages to one phone in any 24 hours (per buyer session, when the partner names one). */
  perDay: number;
  /** Messages to one phone in any 24 hours, whatever the sessions. */
  perPhoneDay: number;
}

export const DEFAULT_SMS_LIMITS: SmsLimits = { per10Minutes: 5, perDay: 20, perPhoneDay: 50 };

/** The partner's opaque name for the buyer's session: what the per-phone limits count by (docs/insurer-api.md). */
export const BUYER_SESSION_HEADER = 'x-buyer-session';
const BUYER_SESSION = /^[A-Za-z0-9_-]{16,64}$/;

/** The buyer session a request names, if it names a well-formed one. */
export function buyerSessionOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && BUYER_SESSION.test(header) ? header : undefined;
}

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;

/** Throws 429 PHONE_LIMIT, with the seconds until a message may go out, when one more would exceed a limit. */
export function assertPhoneLimit(
  outbox: Outbox,
  phone: string,
  limits: SmsLimits,
  now: Date,
  requester?: string,
): void {
  const windows = [
    { limit: limits.per10Minutes, ms: TEN_MINUTES, requester },
    { limit: limits.perDay, ms: DAY, requester },
    ...(requester === undefined ? [] : [{ limit: limits.perPhoneDay, ms: DAY, requester: undefined }]),
  ];
  let waitMs = 0;
  for (const window of windows) {
    const sent = outbox.sentTimes(phone, new Date(now.getTime() - window.ms), window.limit, window.requester);
    // Room comes back when the oldest of the last `limit` messages leaves the window.
    if (sent.length >= window.limit)
      waitMs = Math.max(waitMs, Date.parse(sent[window.limit - 1]!) + window.ms - now.getTime());
  }
  if (waitMs <= 0) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new HttpError(429, `Too many messages to this phone; try again in ${retryAfterSeconds} s`, {
    errorCode: 'PHONE_LIMIT',
    extra: { retryAfterSeconds },
  });
}
