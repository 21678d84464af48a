import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isApiError } from '@greencard/api';
import { localizePath, navigate } from '@greencard/i18n';
import { paymentResult, saveResultRecord, selectDraft, useShopDispatch, useShopSelector } from '@greencard/store';
import { useApi, useLocale } from '@greencard/step';
import type { ReturnVisit } from '../routing/resolvePage';
import { confirmationOutcome } from './confirmationOutcome';
import { contractToConfirm } from './returnVisit';

export interface ConfirmState {
  /** A confirmation request is under way. */
  checking: boolean;
  /** The bank has not decided on the instalments yet. */
  pending: boolean;
  error?: ApiError;
  /** The contract's number as the insurer's answer names it (the return address carries only its id). */
  contractNumber?: string;
}

/**
 * Asks the insurer for the status of the contract's payment, handing on what the provider sent back (the insurer
 * asks the provider itself: the shop never trusts the return parameters). A settled payment is recorded in the
 * journey and in the result record that outlives a reload, and the buyer goes on to the result page;
 * instalments the bank has not decided yet wait for a re-check. Without a contract (neither the return address
 * nor the journey names one) nothing is asked: `contractId` is undefined.
 */
export function useConfirmPayment(visit: ReturnVisit) {
  const api = useApi();
  const dispatch = useShopDispatch();
  const locale = useLocale();
  const draft = useShopSelector(selectDraft);
  // Fixed when the buyer arrives and kept in memory for "Try again": the address no longer carries it, and a
  // later render (another journey in another tab) must not confirm another contract.
  const [request] = useState(() => ({
    provider: visit.provider,
    params: visit.params,
    contractId: contractToConfirm(visit, draft?.id),
  }));
  const [state, setState] = useState<ConfirmState>({ checking: request.contractId !== undefined, pending: false });
  const mounted = useRef(false);

  const confirm = useCallback(async () => {
    if (request.contractId === undefined) return;
    setState((s) => ({ ...s, checking: true, error: undefined }));
    try {
      const answer = await api.confirmContractPayment(request.provider, request.contractId, request.params);
      if (!mounted.current) return;
      const outcome = confirmationOutcome(answer.status);
      if (outcome.kind === 'pending') {
        setState({ checking: false, pending: true, contractNumber: answer.contractNumber });
        return;
      }
      // Another tab may have started another contract meanwhile: its journey is not this payment's to change.
      if (draft?.id === answer.contractId) dispatch(paymentResult({ payed: outcome.payed }));
      saveResultRecord({ contractId: answer.contractId, number: answer.contractNumber, payed: outcome.payed });
      // The return page has done its job: going back to it could only ask again without the provider's answer.
      navigate(localizePath('/paySuccess', locale), { replace: true });
    } catch (error) {
      if (!mounted.current) return;
      setState((s) => ({ ...s, checking: false, error: isApiError(error) ? error : new ApiError('serverError') }));
    }
  }, [api, dispatch, draft?.id, locale, request]);

  // Confirm once when the buyer arrives; "Check again" and "Try again" call confirm themselves.
  const first = useRef(confirm);
  useEffect(() => {
    mounted.current = true;
    void first.current();
    return () => {
      mounted.current = false;
    };
  }, []);

  return { state, confirm, contractId: request.contractId };
}
