import { useEffect, useRef, type FormEvent } from 'react';
import { formatPrice, INSTALMENT_MIN_AMOUNT, signCutoffTime } from '@greencard/domain';
import { apiErrorText, useTranslation } from '@greencard/i18n';
import type { PaymentProvider } from '../providers/providers';
import { useShopDispatch, useShopSelector } from '@greencard/store';
import { useLocale, useSignDeadline } from '@greencard/step';
import { Button, ErrorMessage, Notice } from '@greencard/ui';
import { StartAgainLink } from '../common/StartAgainLink';
import type { ContractToPay } from './contractToPay';
import { InstalmentTerms } from './InstalmentTerms';
import { MethodChoice } from './MethodChoice';
import { loadChoice, saveChoice, type PaymentChoice } from './paymentChoice';
import { availableMethods } from './paymentOptions';
import { contractOpened, methodPicked, monthsPicked, selectPayChoice } from './paySlice';
import { useStartPayment } from './useStartPayment';

/** The method choice and the Pay button, open until the day's cut-off by the server's clock (rules D13). */
export function PayForm({ contract }: { contract: ContractToPay }) {
  const { t } = useTranslation('payment');
  const dispatch = useShopDispatch();
  const locale = useLocale();
  const choice = useShopSelector(selectPayChoice);
  const deadline = useSignDeadline();
  const { state, start } = useStartPayment();

  useEffect(() => {
    dispatch(contractOpened({ contractId: contract.contractId, stored: loadChoice(contract.contractId) }));
  }, [dispatch, contract.contractId]);

  const methods = availableMethods(contract.amountToPay);
  // A stored choice of instalments no longer applies when points brought the amount down to 500 UAH or less.
  const method: PaymentProvider = methods.includes(choice.method) ? choice.method : 'easypay';
  const busy = state.status !== 'idle';

  // A start that did not leave for the provider gives the focus back to Pay: the button was disabled while it ran,
  // which leaves the focus on the page's body, and the buyer tries again from where they were.
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (busy) started.current = true;
    else if (started.current) {
      started.current = false;
      form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
  }, [busy]);

  if (deadline.status === 'closed') {
    return (
      <Notice tone="warning">
        <p>{t('pay.closed', { time: signCutoffTime() })}</p>
        <StartAgainLink locale={locale}>{t('startAgain')}</StartAgainLink>
      </Notice>
    );
  }

  // Kept as it is picked, not only when Pay is pressed: a reload before paying keeps what the buyer chose.
  const keep = (picked: Partial<PaymentChoice>) => saveChoice(contract.contractId, { ...choice, ...picked });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(contract, { method, months: choice.months });
  };

  return (
    <form ref={form} className="payment-form" onSubmit={submit} noValidate>
      <p className="payment-form__deadline">{t('pay.deadline', { time: signCutoffTime() })}</p>
      <MethodChoice
        methods={methods}
        value={method}
        onChange={(value) => {
          dispatch(methodPicked(value));
          keep({ method: value });
        }}
        disabled={busy}
        hint={
          methods.includes('instalments')
            ? undefined
            : t('pay.instalmentsUnavailable', { min: formatPrice(INSTALMENT_MIN_AMOUNT) })
        }
      />
      {method === 'instalments' ? (
        <InstalmentTerms
          amount={contract.amountToPay}
          months={choice.months}
          onMonthsChange={(months) => {
            dispatch(monthsPicked(months));
            keep({ months });
          }}
          disabled={busy}
        />
      ) : null}
      <ErrorMessage>{state.status === 'idle' && state.error ? apiErrorText(t, state.error) : null}</ErrorMessage>
      <Button
        type="submit"
        busy={busy}
        busyLabel={state.status === 'leaving' ? t('pay.redirecting') : undefined}
        disabled={deadline.status === 'checking'}
      >
        {t('pay.submit', { amount: formatPrice(contract.amountToPay) })}
      </Button>
    </form>
  );
}
