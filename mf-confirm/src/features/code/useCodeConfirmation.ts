import { useRef, useState } from 'react';
import { codeSent, contractSigned, readStoredIds, useShopDispatch, type JourneyDraft } from '@greencard/store';
import { navigateToStep } from '@greencard/i18n';
import { useApi, useLocale } from '@greencard/step';
import { codeAccepted, codeRejected } from '../session/confirmSlice';
import { stepAfterConfirm } from '../session/nextStep';
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
 * and moves on (points when a loyalty customer id is stored, else payment) in place of this page, so Back does not
 * return to a code that is used up; a wrong one sets the code-error flag; every failure keeps what the buyer typed
 * and says why.
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
  // One check at a time: a second submit before the screen shows the first as running must not spend a try.
  const checkRunning = useRef(false);

  const check = async (code: string) => {
    if (checkRunning.current) return;
    checkRunning.current = true;
    setChecking(true);
    setFailure(null);
    setAttemptsLeft(null);
    setResent(false);
    try {
      const outcome = readCheck(await api.checkCode(draft.id, code));
      if (outcome.kind === 'confirmed') {
        dispatch(contractSigned());
        dispatch(codeAccepted());
        navigateToStep(stepAfterConfirm(readStoredIds()), locale, { replace: true });
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
      checkRunning.current = false;
      setChecking(false);
    }
  };

  const send = async () => {
    setSending(true);
    setFailure(null);
    setAttemptsLeft(null);
    setResent(false);
    try {
      // The insurer's own send time and pause: the countdown runs on its clock.
      const { sentAt, resendAfterSeconds } = await api.sendCode(draft.id);
      dispatch(codeSent({ sentAt, resendAfterSeconds }));
      setResent(true);
    } catch (error) {
      setFailure(toCodeFailure(error, 'sendOTP'));
    } finally {
      setSending(false);
    }
  };

  return { failure, attemptsLeft, checking, sending, resent, check, send };
}
