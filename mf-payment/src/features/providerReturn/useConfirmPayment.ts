import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isApiError, type PaymentProvider } from '@greencard/api';
import { localizePath, navigate } from '@greencard/i18n';
import { paymentResult, saveResultRecord, selectDraft, useShopDispatch, useShopSelector } from '@greencard/store';
import { useApi, useLocale } from '@greencard/step';
import { confirmationOutcome } from './confirmationOutcome';

export interface ConfirmState {
  /** A confirmation request is under way. */
  checking: boolean;
  /** The bank has not decided on the instalments yet. */
  pending: boolean;
  error?: ApiError;
}

/**
 * Hands what the provider sent back to the insurer, which asks the provider itself (the shop never trusts the
 * return parameters). A settled payment is recorded in the journey and in the result record that outlives a
 * reload, and the buyer goes on to the result page; instalments the bank has not decided yet wait for a re-check.
 */
export function useConfirmPayment(provider: PaymentProvider, params: Record<string, string>) {
  const api = useApi();
  const dispatch = useShopDispatch();
  const locale = useLocale();
  const draft = useShopSelector(selectDraft);
  const [state, setState] = useState<ConfirmState>({ checking: true, pending: false });
  const mounted = useRef(false);
  // The return happens once per page: later renders must not confirm again with a new params object.
  const request = useRef({ provider, params });

  const confirm = useCallback(async () => {
    setState((s) => ({ checking: true, pending: s.pending }));
    try {
      const answer = await api.confirmContractPayment(request.current.provider, request.current.params);
      if (!mounted.current) return;
      const outcome = confirmationOutcome(answer.status);
      if (outcome.kind === 'pending') {
        setState({ checking: false, pending: true });
        return;
      }
      // Another tab may have started another contract meanwhile: its journey is not this payment's to change.
      if (draft?.id === answer.contractId) dispatch(paymentResult({ payed: outcome.payed, emitted: outcome.emitted }));
      saveResultRecord({ contractId: answer.contractId, number: answer.contractNumber, payed: outcome.payed });
      navigate(localizePath('/paySuccess', locale));
    } catch (error) {
      if (!mounted.current) return;
      setState((s) => ({ checking: false, pending: s.pending, error: isApiError(error) ? error : new ApiError('serverError') }));
    }
  }, [api, dispatch, draft?.id, locale]);

  // Confirm once when the buyer arrives; "Check again" and "Try again" call confirm themselves.
  const first = useRef(confirm);
  useEffect(() => {
    mounted.current = true;
    void first.current();
    return () => {
      mounted.current = false;
    };
  }, []);

  return { state, confirm };
}
