import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatPrice } from '@greencard/domain';
import { useTranslation, validationText } from '@greencard/i18n';
import { Button, Countdown, ErrorMessage, TextInput } from '@greencard/ui';
import { validateAmount } from './amountRule';
import { enteredPoints } from './amounts';
import { problemText } from './problemText';
import type { RedemptionProblem } from './useRedemption';

interface Props {
  /** The most that may be redeemed. */
  limit: number;
  /** The amount as typed (the slice's pointsToUseInput). */
  input: string;
  onInput: (input: string) => void;
  /** Seconds until a new secret may be sent (0 when it may be sent now). */
  timer: number;
  onSubmit: (points: number) => Promise<RedemptionProblem | undefined>;
  /** Put the cursor in the amount at once (the buyer came back to change it). */
  focusOnMount: boolean;
}

/** The amount to withdraw (rules §5: required, 0 to the redeemable amount, two decimals) and the way on. */
export function AmountForm({ limit, input, onInput, timer, onSubmit, focusOnMount }: Props) {
  const { t } = useTranslation('points');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<RedemptionProblem>();
  const [failures, setFailures] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const rule = validateAmount(input, limit);
  const fieldError = rule && (touched || submitted) ? validationText(t, rule) : undefined;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  // After a failed request the entry is enabled again and the cursor goes back to it.
  useEffect(() => {
    if (failures > 0) inputRef.current?.focus();
  }, [failures]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(undefined);
    const points = enteredPoints(input, limit);
    if (points === null) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const outcome = await onSubmit(points);
    // On success the page moves on (secret or payment); the state below only matters when it did not.
    setBusy(false);
    setProblem(outcome);
    if (outcome) setFailures((n) => n + 1);
  };

  return (
    <form className="points__form" noValidate onSubmit={(event) => void submit(event)}>
      <TextInput
        ref={inputRef}
        name="pointsToUse"
        label={t('amount.label')}
        hint={t('amount.hint', { max: formatPrice(limit) })}
        value={input}
        onChange={(value) => {
          setProblem(undefined);
          onInput(value);
        }}
        onBlur={() => setTouched(true)}
        error={fieldError}
        inputMode="decimal"
        autoComplete="off"
        disabled={busy}
        className="points__amount"
      />
      {timer > 0 ? <Countdown seconds={timer} label={t('amount.resendIn')} className="points__countdown" /> : null}
      <ErrorMessage>{problemText(t, problem)}</ErrorMessage>
      <div className="points__actions">
        <Button type="submit" busy={busy}>
          {t('amount.submit')}
        </Button>
      </div>
    </form>
  );
}
