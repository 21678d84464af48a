import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OTP_LENGTH, validateCode } from '@greencard/domain';
import { apiErrorText, useTranslation, validationText } from '@greencard/i18n';
import { useShopSelector, type JourneyDraft } from '@greencard/store';
import { Button, ErrorMessage, TextInput } from '@greencard/ui';
import { maskPhone } from '../session/maskPhone';
import { ResendControl } from '../resend/ResendControl';
import { useResendCountdown } from '../resend/useResendCountdown';
import { needsNewCode } from './checkOutcome';
import { useCodeConfirmation } from './useCodeConfirmation';

interface Props {
  draft: JourneyDraft;
  /** Whether the sign-and-pay action is available now (before the day's cut-off on the server's clock). */
  signingOpen: boolean;
}

/** The code entry, the sign action and the resend: the one task of the confirm screen. */
export function CodeForm({ draft, signingOpen }: Props) {
  const { t } = useTranslation('confirm');
  const { t: common } = useTranslation('common');
  const {
    code,
    typeCode,
    failure,
    wrongCode,
    attemptsLeft,
    checking,
    sending,
    resent,
    resendAfterSeconds,
    check,
    send,
  } = useCodeConfirmation(draft);
  const codeHasBeenSent = useShopSelector((state) => state.journey.codeSentAt) !== null;
  const timerTime = useResendCountdown(resendAfterSeconds);
  const [submitted, setSubmitted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLDivElement>(null);
  const offerNewCode = needsNewCode(failure);

  const formatError = submitted ? validateCode(code) : undefined;
  const fieldError = formatError ? validationText(common, formatError) : wrongCode ? t('wrongCode') : undefined;
  const hint =
    wrongCode && attemptsLeft !== null
      ? t('attemptsLeft', { count: attemptsLeft })
      : t('codeHint', { length: OTP_LENGTH });

  // After a check that did not move on, the focus comes back from the disabled entry and button: to the entry,
  // selected after a wrong code so typing replaces it; or to the resend when the code can no longer work and a new
  // one may be requested now (while the countdown runs the entry keeps it, and the message says what to do).
  const checkRan = useRef(false);
  useEffect(() => {
    if (checking) {
      checkRan.current = true;
      return;
    }
    if (!checkRan.current) return;
    checkRan.current = false;
    const resend = resendRef.current?.querySelector('button');
    if (offerNewCode && resend && !resend.disabled) {
      resend.focus();
      return;
    }
    inputRef.current?.focus();
    if (wrongCode) inputRef.current?.select();
  }, [checking, offerNewCode, wrongCode]);

  // A new code went out: the entry is empty and ready for it.
  const resend = async () => {
    if (!(await send())) return;
    setSubmitted(false);
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setSubmitted(true);
    if (validateCode(code) !== undefined || !signingOpen) {
      inputRef.current?.focus();
      return;
    }
    void check(code.trim());
  };

  return (
    <form className="confirm__form" noValidate onSubmit={onSubmit}>
      <p className="confirm__sent-to">
        {codeHasBeenSent
          ? t('codeSentTo', { phone: maskPhone(draft.customer.phone) })
          : t('codeNotSent', { phone: maskPhone(draft.customer.phone) })}
      </p>
      <TextInput
        ref={inputRef}
        name="code"
        label={t('codeLabel')}
        value={code}
        onChange={typeCode}
        error={fieldError}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        // Typing a new code while the last one is being checked would leave the buyer unsure which one counted.
        disabled={checking}
        className="confirm__code"
      />
      <ErrorMessage>{failure ? apiErrorText(t, failure) : null}</ErrorMessage>
      <p role="status" className="confirm__status">
        {resent ? t('codeResent') : ''}
      </p>
      <div className="confirm__actions">
        <Button type="submit" busy={checking} disabled={!signingOpen || sending}>
          {t('sign')}
        </Button>
        <div ref={resendRef}>
          <ResendControl
            codeHasBeenSent={codeHasBeenSent}
            timerTime={timerTime}
            disabled={!signingOpen || checking}
            sending={sending}
            onSend={() => void resend()}
          />
        </div>
      </div>
    </form>
  );
}
