import { useCallback, useState } from 'react';
import { ApiError, isApiError } from '@greencard/api';
import { useInsurerAction, useLocale } from '@greencard/step';
import { isHttpUrl } from '../common/safeUrl';
import { goToProvider } from './goToProvider';
import { createPayment } from './paymentCall';
import { endPaymentAttempt, paymentAttemptKey } from './paymentAttempt';
import type { ContractToPay } from './contractToPay';
import { saveChoice, type PaymentChoice } from './paymentChoice';
import { returnUrls } from './returnUrls';

type StartState = { status: 'idle'; error?: ApiError } | { status: 'starting' } | { status: 'leaving' };

/**
 * Pressing Pay: the choice is stored for this contract (the return page and the success page read it after the
 * round trip), the insurer opens a payment with the provider, and the buyer is sent to the provider's page. A failure
 * keeps everything chosen and says what went wrong; Pay pressed again for the same payment is the same attempt
 * (paymentAttempt.ts).
 */
export function useStartPayment() {
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const { state: action, run } = useInsurerAction((client, contract: ContractToPay, choice: PaymentChoice) => {
    const request = {
      contractId: contract.contractId,
      amount: contract.amountToPay,
      ...returnUrls(choice.method, window.location.origin, locale, contract.contractId),
      ...(choice.method === 'instalments' ? { months: choice.months } : {}),
    };
    return createPayment(client, choice.method, request, {
      idempotencyKey: paymentAttemptKey(choice.method, request),
    });
  });
  const [refused, setRefused] = useState<ApiError | undefined>();

  const start = useCallback(
    async (contract: ContractToPay, choice: PaymentChoice) => {
      saveChoice(contract.contractId, choice);
      setRefused(undefined);
      const outcome = await run(contract, choice);
      if (outcome === null) return;
      if (outcome.ok) endPaymentAttempt();
      if (outcome.ok && isHttpUrl(outcome.value.url)) {
        setLeaving(true);
        goToProvider(outcome.value.url);
      } else if (outcome.ok) setRefused(new ApiError('serverError'));
    },
    [run],
  );

  const state: StartState = leaving
    ? { status: 'leaving' }
    : action.status === 'running'
      ? { status: 'starting' }
      : action.status === 'failed'
        ? { status: 'idle', error: isApiError(action.error) ? action.error : new ApiError('serverError') }
        : { status: 'idle', ...(refused ? { error: refused } : {}) };
  return { state, start };
}
