import { useEffect } from 'react';
import { selectCodeSentAt, useShopDispatch, useShopSelector } from '@greencard/store';
import { useSecondsLeft } from '@greencard/ui';
import { timerSynced } from '../confirm/confirmSlice';
import { clampResendSeconds, resendDeadline } from './resendCountdown';

/**
 * Keeps the confirm slice's timer in step with the journey's codeSentAt and the clock, until a new code may be
 * requested. Derived from the send time, so a reload or a tab that slept shows the true remainder.
 */
export function useResendCountdown(): void {
  const codeSentAt = useShopSelector(selectCodeSentAt);
  const dispatch = useShopDispatch();
  const secondsLeft = clampResendSeconds(useSecondsLeft(resendDeadline(codeSentAt)));

  useEffect(() => {
    dispatch(timerSynced({ codeHasBeenSent: codeSentAt !== null, timerTime: secondsLeft }));
  }, [codeSentAt, secondsLeft, dispatch]);
}
