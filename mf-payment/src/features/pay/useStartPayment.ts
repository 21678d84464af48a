import { useCallback, useState } from 'react';
import { ApiError, isApiError } from '@greencard/api';
import { useApi, useLocale } from '@greencard/step';
import { isHttpUrl } from '../common/safeUrl';
import { goToProvider } from './goToProvider';
import type { ContractToPay } from './contractToPay';
import { saveChoice, type PaymentChoice } from './paymentChoice';
import { returnUrls } from './returnUrls';

export type StartState = { status: 'idle'; error?: ApiError } | { status: 'starting' } | { status: 'leaving' };

/**
 * Pressing Pay: the choice is stored for this contract (the return page and the
 * success page read it after the round trip), the insurer opens a payment with the provider, and the buyer is sent
 * to the provider's page. A failure keeps everything chosen and says what went wrong.
 */
export function useStartPayment() {
  const api = useApi();
  const locale = useLocale();
  const [state, setState] = useState<StartState>({ status: 'idle' });

  const start = useCallback(
    async (contract: ContractToPay, choice: PaymentChoice) => {
      setState({ status: 'starting' });
      saveChoice(contract.contractId, choice);
      try {
        const { url } = await api.createPayment(choice.method, {
          contractId: contract.contractId,
          amount: contract.amountToPay,
          ...returnUrls(choice.method, window.location.origin, locale, contract.contractId),
          ...(choice.method === 'instalments' ? { months: choice.months } : {}),
        });
        if (!isHttpUrl(url)) throw new ApiError('serverError');
        setState({ status: 'leaving' });
        goToProvider(url);
      } catch (error) {
        setState({ status: 'idle', error: isApiError(error) ? error : new ApiError('serverError') });
      }
    },
    [api, locale],
  );

  return { state, start };
}
