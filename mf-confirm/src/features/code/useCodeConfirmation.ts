import { useState } from 'react';
import { codeSent, contractSigned, readStoredIds, useShopDispatch, type JourneyDraft } from '@greencard/store';
import { navigateToStep } from '@greencard/i18n';
import { useApi, useLocale } from '@greencard/step';
import { codeAccepted, codeRejected } from '../confirm/confirmSlice';
import { stepAfterConfirm } from '../confirm/nextStep';
import { countdownStart } from '../resend/resendCountdown';
import { readCheck, toCodeFailure, type CodeFailure } from './checkOutcome';

export interface CodeConfirmation {
  /** What went wrong last, or null; shown until the next attempt. */
  failure: CodeFailure | null;
  /** Tries left after a wrong code, when the insurer says. */
  attemptsLeft: number | null;
  checking: boolean;
  sending: boolean;
  /** A new code went out at the buyer's request (announced once). */
  resent: boolean;
  check: (code: string) => Promise<void>;
  send: () => Promise<void>;
}

/**
 * Checking the code and sending a new one for the journey's draft. A right code signs the contract in the journey
 * and moves on (points when a loyalty customer id is stored, else payment); a wrong one sets the code-error flag;
 * every failure keeps what the buyer typed and says why.
 */
export function useCodeConfirmation(draft: JourneyDraft): CodeConfirmation {
  const api = useApi();
  const locale = useLocale();
  const dispatch = useShopDispatch();
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);

  const check = async (code: string) => {
    setChecking(true);
    setFailure(null);
    setAttemptsLeft(null);
    setResent(false);
    try {
      const outcome = readCheck(await api.checkCode(draft.id, code));
      if (outcome.kind === 'confirmed') {
        dispatch(contractSigned());
        dispatch(codeAccepted());
        navigateToStep(stepAfterConfirm(readStoredIds()), locale);
        return;
      }
      if (outcome.kind === 'wrongCode') {
        dispatch(codeRejected());
        setAttemptsLeft(outcome.attemptsLeft ?? null);
      } else {
        setFailure(outcome.failure);
      }
    } catch (error) {
      setFailure(toCodeFailure(error, 'checkOTP'));
    } finally {
      setChecking(false);
    }
  };

  const send = async () => {
    setSending(true);
    setFailure(null);
    setAttemptsLeft(null);
    setResent(false);
    try {
      const { sentAt } = await api.sendCode(draft.id);
      dispatch(codeSent({ sentAt: countdownStart(sentAt, Date.now()) }));
      setResent(true);
    } catch (error) {
      setFailure(toCodeFailure(error, 'sendOTP'));
    } finally {
      setSending(false);
    }
  };

  return { failure, attemptsLeft, checking, sending, resent, check, send };
}
