import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPrice, validateCode } from '@greencard/domain';
import { useTranslation, validationText } from '@greencard/i18n';
import { Button, Countdown, ErrorMessage, TextInput } from '@greencard/ui';
import { problemText } from './problemText';
import type { RedemptionProblem } from './useRedemption';

interface Props {
  /** The amount the secret was sent for. */
  paidByPoints: number;
  /** Seconds until the secret may be sent again. */
  timer: number;
  /** The secret as typed (the page state's secretInput, which a reload keeps). */
  secret: string;
  onSecretInput: (secret: string) => void;
  onCheck: (secret: string) => Promise<RedemptionProblem | undefined>;
  onResend: () => Promise<RedemptionProblem | undefined>;
  onChangeAmount: () => void;
}

/** The one-time secret that confirms the withdrawal (rules §4), with its resend countdown. */
export function SecretForm({ paidByPoints, timer, secret, onSecretInput, onCheck, onResend, onChangeAmount }: Props) {
  const { t } = useTranslation(['points', 'common']);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const [problem, setProblem] = useState<RedemptionProblem>();
  const [failures, setFailures] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const rule = submitted ? validateCode(secret) : undefined;

  // The secret is what the buyer came here to type: on arrival, and again (selected) after each failed check,
  // once the entry is enabled again.
  useEffect(() => {
    inputRef.current?.focus();
    if (failures > 0) inputRef.current?.select();
  }, [failures]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(undefined);
    if (validateCode(secret) !== undefined) {
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    const outcome = await onCheck(secret);
    setChecking(false);
    setProblem(outcome);
    if (outcome) setFailures((n) => n + 1);
  };

  // A new secret remounts this form (see Redemption), so only a failure is left to show here.
  const resend = async () => {
    setProblem(undefined);
    setResending(true);
    const outcome = await onResend();
    setResending(false);
    setProblem(outcome);
  };

  return (
    <form className="points__form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="points__secret">
        <legend>{t('secret.legend')}</legend>
        <p>{t('secret.sent', { points: formatPrice(paidByPoints) })}</p>
        <TextInput
          ref={inputRef}
          name="secret"
          label={t('secret.label')}
          value={secret}
          onChange={(value) => {
            setProblem(undefined);
            onSecretInput(value);
          }}
          error={rule ? validationText(t, rule) : undefined}
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={checking}
          className="points__code"
        />
        <ErrorMessage>{problemText(t, problem)}</ErrorMessage>
        <div className="points__actions">
          <Button type="submit" busy={checking} disabled={resending}>
            {t('secret.submit')}
          </Button>
          {timer > 0 ? (
            <Countdown seconds={timer} label={t('secret.resendIn')} className="points__countdown" />
          ) : (
            <Button variant="secondary" busy={resending} disabled={checking} onClick={() => void resend()}>
              {t('common:resend')}
            </Button>
          )}
          <Button variant="link" disabled={checking || resending} onClick={onChangeAmount}>
            {t('secret.changeAmount')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
