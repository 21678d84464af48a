import type { LoyaltySecretSent } from './orderCall';

/** rules §9 (value not shown), docs/insurer-api.md loyalty order: resendAfterSeconds of the points secret. */
export const POINTS_CODE_RESEND_SECONDS = 60;

export interface SecretCountdown {
  /** When the secret was sent, on the insurer's clock (ms since the epoch). */
  sentAt: number;
  /** How long the insurer refuses another secret after it. */
  resendAfterSeconds: number;
}

/**
 * Where the countdown of a secret just sent starts: the insurer's own send time and pause when its answer gives
 * them (they are optional in the loyalty answer), else the insurer's time the answer arrived at, which is never
 * before the send, and the shop's constant.
 */
export function secretCountdown(answer: LoyaltySecretSent, insurerNow: number): SecretCountdown {
  const sentAt = answer.sentAt === undefined ? Number.NaN : Date.parse(answer.sentAt);
  const pause = answer.resendAfterSeconds;
  return {
    sentAt: Number.isNaN(sentAt) ? insurerNow : sentAt,
    resendAfterSeconds: pause !== undefined && Number.isFinite(pause) && pause > 0 ? pause : POINTS_CODE_RESEND_SECONDS,
  };
}
