import { CODE_RESEND_SECONDS } from '@greencard/domain';

/**
 * When a new code may be requested, on the insurer's clock (ms since the epoch): the insurer's send time plus its
 * pause. It is derived from the journey's codeSentAt, not counted, so a reload shows the true remainder. null: no
 * code was sent yet (or its time is unreadable), so one may be sent now.
 */
export function resendDeadline(codeSentAt: string | null, resendSeconds = CODE_RESEND_SECONDS): number | null {
  if (codeSentAt === null) return null;
  const sentMs = Date.parse(codeSentAt);
  return Number.isNaN(sentMs) ? null : sentMs + resendSeconds * 1000;
}

/**
 * The seconds to show: never more than the pause. The send time and the clock offset are two readings of the
 * insurer's clock, so the first may lie a moment after the second; the countdown then holds at the full pause
 * for that moment rather than show more.
 */
export function clampResendSeconds(secondsLeft: number, resendSeconds = CODE_RESEND_SECONDS): number {
  return Math.min(resendSeconds, Math.max(0, secondsLeft));
}
