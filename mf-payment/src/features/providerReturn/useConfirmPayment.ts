import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isApiError } from '@greencard/api';
import { localizePath, navigate } from '@greencard/i18n';
import { paymentResult, selectDraft, useShopDispatch, useShopSelector } from '@greencard/store';
import { saveResultRecord } from '../result/resultRecord';
import { useInsurerAction, useLocale } from '@greencard/step';
import type { ReturnVisit } from '../routing/resolvePage';
import { confirmContractPayment } from './confirmationCall';
import { confirmationOutcome } from './confirmationOutcome';
import { contractToConfirm } from './returnVisit';

interface ConfirmState {
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
  const confirmation = useInsurerAction((client, contractId: number) =>
    confirmContractPayment(client, request.provider, contractId, request.params),
  );
  const { run } = confirmation;
  const [pending, setPending] = useState<{ contractNumber: string } | null>(null);

  const confirm = useCallback(async () => {
    if (request.contractId === undefined) return;
    const outcome = await run(request.contractId);
    if (!outcome?.ok) return;
    const answer = outcome.value;
    const settled = confirmationOutcome(answer.status);
    if (settled.kind === 'pending') {
      setPending({ contractNumber: answer.contractNumber });
      return;
    }
    // Another tab may have started another contract meanwhile: its journey is not this payment's to change.
    if (draft?.id === answer.contractId) dispatch(paymentResult({ paid: settled.paid }));
    saveResultRecord({ contractId: answer.contractId, number: answer.contractNumber, paid: settled.paid });
    // The return page has done its job: going back to it could only ask again without the provider's answer.
    navigate(localizePath('/paySuccess', locale), { replace: true });
  }, [run, dispatch, draft?.id, locale, request]);

  // Confirm once when the buyer arrives; "Check again" and "Try again" call confirm themselves.
  const first = useRef(confirm);
  useEffect(() => {
    void first.current();
  }, []);

  const { status } = confirmation.state;
  const failure = confirmation.state.status === 'failed' ? confirmation.state.error : undefined;
  const error = useMemo(
    () => (failure === undefined ? undefined : isApiError(failure) ? failure : new ApiError('serverError')),
    [failure],
  );
  const state: ConfirmState = {
    // Also before the first request leaves, and while a settled answer takes the buyer on.
    checking: status === 'running' || (status === 'idle' && pending === null && request.contractId !== undefined),
    pending: pending !== null,
    error,
    contractNumber: pending?.contractNumber,
  };
  return { state, confirm, contractId: request.contractId };
}
