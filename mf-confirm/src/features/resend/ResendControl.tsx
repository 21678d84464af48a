import { useId } from 'react';
import { useTranslation } from '@greencard/i18n';
import { Button, Countdown } from '@greencard/ui';

interface Props {
  codeHasBeenSent: boolean;
  /** Seconds until a new code may be requested. */
  timerTime: number;
  /** Sending is not possible at all (the day's cut-off has passed, or it is being checked). */
  disabled: boolean;
  sending: boolean;
  onSend: () => void;
}

/**
 * The countdown (mm:ss) and the button that sends a new code, pressable only when the countdown is at zero: the
 * insurer refuses a new code before then (429), even after the last one was used up by wrong tries.
 */
export function ResendControl({ codeHasBeenSent, timerTime, disabled, sending, onSend }: Props) {
  const { t } = useTranslation('confirm');
  const { t: common } = useTranslation('common');
  const countdownId = useId();
  const waiting = codeHasBeenSent && timerTime > 0;
  return (
    <div className="confirm__resend">
      {waiting ? (
        <p id={countdownId} className="confirm__countdown">
          <Countdown seconds={timerTime} label={t('resendIn')} />
        </p>
      ) : null}
      <Button
        variant="secondary"
        disabled={disabled || waiting}
        busy={sending}
        aria-describedby={waiting ? countdownId : undefined}
        onClick={onSend}
      >
        {codeHasBeenSent ? common('resend') : t('sendCode')}
      </Button>
    </div>
  );
}
