import { POINTS_CODE_RESEND_SECONDS } from '@greencard/domain';

/**
 * Whole seconds until the points secret may be sent again. Counted from the moment it was sent rather than by
 * decrementing, so a throttled background tab or a reload still shows the true time left.
 */
export function resendSecondsLeft(sentAt: number, now: number): number {
  const left = Math.ceil((sentAt + POINTS_CODE_RESEND_SECONDS * 1000 - now) / 1000);
  return Math.min(POINTS_CODE_RESEND_SECONDS, Math.max(0, left));
}
