import { useServerClock } from '@greencard/step';
import { useShopSelector } from '@greencard/store';
import { useResendSeconds } from '@greencard/ui';

/**
 * Seconds until a new code may be requested: `resendAfterSeconds` after the journey's codeSentAt. Both the send time
 * and "now" are read on the insurer's clock (the buyer's clock plus the offset GET /serverTime shows): a buyer whose
 * clock runs minutes ahead or behind waits exactly as long as the insurer makes them, and a reload or a tab that
 * slept shows the true remainder.
 */
export function useResendCountdown(resendAfterSeconds: number): number {
  const codeSentAt = useShopSelector((state) => state.journey.codeSentAt);
  const clock = useServerClock();
  return useResendSeconds(codeSentAt === null ? null : Date.parse(codeSentAt), resendAfterSeconds, clock.now);
}
