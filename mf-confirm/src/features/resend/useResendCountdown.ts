import { useEffect } from 'react';
import { useServerClock } from '@greencard/step';
import { selectCodeSentAt, useShopDispatch, useShopSelector } from '@greencard/store';
import { useSecondsLeft } from '@greencard/ui';
import { selectConfirm, timerSynced } from '../session/confirmSlice';
import { clampResendSeconds, resendDeadline } from './resendCountdown';

/**
 * Keeps the confirm slice's timer in step with the time the code was sent, until a new code may be requested.
 * Both the send time and "now" are read on the insurer's clock (the buyer's clock plus the offset GET /serverTime
 * shows): a buyer whose clock runs minutes ahead or behind waits exactly as long as the insurer makes them, and a
 * reload or a tab that slept shows the true remainder.
 */
export function useResendCountdown(): void {
  const codeSentAt = useShopSelector(selectCodeSentAt);
  const { resendAfterSeconds } = useShopSelector(selectConfirm);
  const clock = useServerClock();
  const dispatch = useShopDispatch();
  const secondsLeft = clampResendSeconds(
    useSecondsLeft(resendDeadline(codeSentAt, resendAfterSeconds), clock.now),
    resendAfterSeconds,
  );

  useEffect(() => {
    dispatch(timerSynced({ codeHasBeenSent: codeSentAt !== null, timerTime: secondsLeft }));
  }, [codeSentAt, secondsLeft, dispatch]);
}
