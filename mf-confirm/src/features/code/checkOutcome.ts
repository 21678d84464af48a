import { isApiError, type ErrorKey } from '@greencard/api';
import type { CodeCheck } from './checkCodeCall';

/** A failure as the screen shows it: a catalogue key, and the insurer's own text or notice when it gave one. */
export interface CodeFailure {
  key: ErrorKey;
  text?: string;
  notice?: string;
}

export type CheckOutcome =
  | { kind: 'confirmed' }
  /** The code is wrong (rules §4: the code-error flag, 'Invalid code'); attemptsLeft when the insurer says. */
  | { kind: 'wrongCode'; attemptsLeft?: number }
  | { kind: 'failed'; failure: CodeFailure };

// After these the code in hand can never succeed: the buyer needs a new one (rules D17).
const NEEDS_NEW_CODE: readonly ErrorKey[] = ['codeAttemptsExhausted', 'codeExpired'];

/** Whether a failure means the buyer must request a new code, so the resend is offered at once. */
export function needsNewCode(failure: CodeFailure | null): boolean {
  return failure !== null && NEEDS_NEW_CODE.includes(failure.key);
}

/** What a check answer means. A wrong code with no tries left is the same as an exhausted code. */
export function readCheck(answer: CodeCheck): CheckOutcome {
  if (answer.ok) return { kind: 'confirmed' };
  if (answer.attemptsLeft === 0) return { kind: 'failed', failure: { key: 'codeAttemptsExhausted' } };
  return answer.attemptsLeft === undefined
    ? { kind: 'wrongCode' }
    : { kind: 'wrongCode', attemptsLeft: answer.attemptsLeft };
}

/** Any thrown failure as a CodeFailure; something that is no ApiError is a failure to check (rules §8 checkOTP). */
export function toCodeFailure(error: unknown, fallback: ErrorKey): CodeFailure {
  if (!isApiError(error)) return { key: fallback };
  const failure: CodeFailure = { key: error.key };
  if (error.text !== undefined) failure.text = error.text;
  if (error.notice !== undefined) failure.notice = error.notice;
  return failure;
}
