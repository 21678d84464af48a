import { CODE_RESEND_SECONDS } from '@greencard/domain';

/**
 * When a new code may be requested (ms since the epoch), from when the last one was sent: the countdown is derived
 * from the journey's codeSentAt, not counted, so a reload shows the true remainder. null: no code was sent yet (or
 * its time is unreadable), so one may be sent now.
 */
export function resendDeadline(codeSentAt: string | null, resendSeconds = CODE_RESEND_SECONDS): number | null {
  if (codeSentAt === null) return null;
  const sentMs = Date.parse(codeSentAt);
  return Number.isNaN(sentMs) ? null : sentMs + resendSeconds * 1000;
}

/** The seconds to show: never more than the resend interval, whatever a skewed clock says. */
export function clampResendSeconds(secondsLeft: number, resendSeconds = CODE_RESEND_SECONDS): number {
  return Math.min(resendSeconds, Math.max(0, secondsLeft));
}

/**
 * The send time to count down from after a resend. Normally the insurer's sentAt; but when the buyer's clock runs
 * behind the insurer's, that instant lies in the buyer's future and the countdown would stand still at 30 until
 * the buyer's clock caught up, so the moment the answer arrived is taken instead.
 */
export function countdownStart(serverSentAt: string, nowMs: number): string {
  const sentMs = Date.parse(serverSentAt);
  return Number.isNaN(sentMs) || sentMs > nowMs ? new Date(nowMs).toISOString() : serverSentAt;
}
