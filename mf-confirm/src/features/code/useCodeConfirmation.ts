import { useState } from 'react';
import { codeSent, contractSigned, useShopDispatch, useShopSelector, type JourneyDraft } from '@greencard/store';
import { navigateToNextStep } from '@greencard/i18n';
import { codeSentAt } from '@greencard/api';
import { useInsurerAction, useLocale, useServerClock } from '@greencard/step';
import { readCheck, toCodeFailure, type CodeFailure } from './checkOutcome';
import { checkCode } from './checkCodeCall';
import { sendCode } from './sendCodeCall';
import { codeDigits } from './codeDigits';
import { forgetTypedCode, keepTypedCode, loadTypedCode } from './codeSnapshot';
import { CODE_RESEND_SECONDS } from './resendPause';

export interface CodeConfirmation {
  /**
   * The code as typed (digits only, at most six), kept across a reload (codeSnapshot.ts); emptied when a new code
   * goes out.
   */
  code: string;
  /** Takes what the buyer typed, keeping its digits; a changed code is no longer the one refused. */
  typeCode: (text: string) => void;
  /** What went wrong last, or null; shown until the next attempt. */
  failure: CodeFailure | null;
  /** The last check said the code is wrong (rules §4: the code-error flag), until the buyer changes it. */
  wrongCode: boolean;
  /** Tries left after a wrong code, when the insurer says. */
  attemptsLeft: number | null;
  checking: boolean;
  sending: boolean;
  /** A new code went out at the buyer's request (announced once). */
  resent: boolean;
  /** How long the insurer refuses another code after the last one: its own pause when it said, else the shop's. */
  resendAfterSeconds: number;
  check: (code: string) => Promise<void>;
  /** Asks for a new code; true once it went out. */
  send: () => Promise<boolean>;
}

const isPause = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/**
 * Checking the code and sending a new one for the journey's draft, each one request at a time (a double submit must
 * not spend a try). A right code signs the contract in the journey and moves on (points when a loyalty customer id
 * is stored, else payment) in place of this page, so Back does not return to a code that is used up; a wrong one
 * raises the code-error flag; every failure keeps what the buyer typed and says why.
 */
export function useCodeConfirmation(draft: JourneyDraft): CodeConfirmation {
  const locale = useLocale();
  const dispatch = useShopDispatch();
  const clock = useServerClock();
  const checking = useInsurerAction((client, code: string) => checkCode(client, draft.id, code));
  const sending = useInsurerAction((client) => sendCode(client, draft.id));
  const sentAt = useShopSelector((state) => state.journey.codeSentAt);
  const [code, setCode] = useState(() => loadTypedCode(draft.id, sentAt));
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [wrongCode, setWrongCode] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const [resendAfterSeconds, setResendAfterSeconds] = useState(CODE_RESEND_SECONDS);

  const startOver = () => {
    setFailure(null);
    setWrongCode(false);
    setAttemptsLeft(null);
    setResent(false);
  };

  const check = async (code: string) => {
    startOver();
    const outcome = await checking.run(code);
    if (!outcome) return;
    if (!outcome.ok) {
      setFailure(toCodeFailure(outcome.error, 'checkOTP'));
      return;
    }
    const verdict = readCheck(outcome.value);
    if (verdict.kind === 'confirmed') {
      forgetTypedCode();
      dispatch(contractSigned());
      navigateToNextStep('confirm', locale, { replace: true });
    } else if (verdict.kind === 'wrongCode') {
      setWrongCode(true);
      setAttemptsLeft(verdict.attemptsLeft ?? null);
    } else {
      setFailure(verdict.failure);
    }
  };

  const send = async () => {
    startOver();
    const outcome = await sending.run();
    if (!outcome) return false;
    if (!outcome.ok) {
      setFailure(toCodeFailure(outcome.error, 'sendOTP'));
      return false;
    }
    // The insurer's own send time and pause when it gives them: the countdown runs on its clock.
    const { resendAfterSeconds: pause } = outcome.value;
    dispatch(codeSent({ sentAt: codeSentAt(outcome.value, clock.now()), resendAfterSeconds: pause }));
    setResendAfterSeconds(isPause(pause) ? pause : CODE_RESEND_SECONDS);
    setCode('');
    forgetTypedCode();
    setResent(true);
    return true;
  };

  return {
    code,
    // What the last check or send answered was about the code typed before: once the buyer types, it is stale.
    typeCode: (text) => {
      const typed = codeDigits(text);
      setCode(typed);
      keepTypedCode(draft.id, sentAt, typed);
      setWrongCode(false);
      setFailure(null);
    },
    failure,
    wrongCode,
    attemptsLeft,
    checking: checking.state.status === 'running',
    sending: sending.state.status === 'running',
    resent,
    resendAfterSeconds,
    check,
    send,
  };
}
