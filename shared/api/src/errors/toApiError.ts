import { isAxiosError } from 'axios';
import { DEFAULT_MESSAGE_RULES, interpretInsurerMessage, stripHints, type MessageRules } from '../messages';
import { ApiError, isApiError } from './ApiError';
import type { ErrorKey } from '@greencard/domain';
import { readFailureBody, type FailureBody } from './failureBody';

const TOO_MANY_REQUESTS = 429;
// Failures whose errorCode names the cause, by HTTP status. A code under another status is read as usual.
const CODED_FAILURES: Readonly<Record<number, Readonly<Record<string, ErrorKey>>>> = {
  // The shop's /api proxy: the contract is not one this browser session holds; the loyalty customer is not the one it
  // proved (or no longer holds the proof of: rules D32).
  403: { NOT_YOUR_CONTRACT: 'sessionMismatch', NOT_YOUR_CUSTOMER: 'loyaltyNotProved' },
  // The insurer: a payment reported PAID that does not cover the premium (it is refunded).
  409: { AMOUNT_MISMATCH: 'paymentMismatch' },
  // A 410 names why the code is unusable.
  410: { TOO_MANY_ATTEMPTS: 'codeAttemptsExhausted', CODE_EXPIRED: 'codeExpired' },
  // The shop server's hourly SMS ceiling (docs/shop-server.md): sending stops for everyone, and the buyer is told so.
  503: { SMS_PAUSED: 'smsPaused' },
};

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

function codedKey(status: number, body: FailureBody): ErrorKey | undefined {
  const codes = CODED_FAILURES[status];
  if (!codes || body.errorCode === undefined) return undefined;
  const code = String(body.errorCode);
  return Object.hasOwn(codes, code) ? codes[code] : undefined;
}

function fieldMessages(body: FailureBody, rules: MessageRules): string {
  const cleaned = (body.errors ?? []).map((e) => stripHints(e.message, rules.hintPatterns)).filter((m) => m !== '');
  return [...new Set(cleaned)].map(sentence).join(' ');
}

/**
 * Turns any failure of a call into its catalogue entry: an errorCode the shop knows gives its own key (another
 * session's contract, a payment that did not cover the premium, an expired or exhausted code, paused SMS), no answer
 * or another 5xx is serverError, 429 tooManyAttempts, a 4xx is read by the insurer message rules, and a 4xx that
 * says nothing gives the call's own key.
 */
export function toApiError(
  error: unknown,
  fallbackKey: ErrorKey,
  rules: MessageRules = DEFAULT_MESSAGE_RULES,
): ApiError {
  if (isApiError(error)) return error;
  if (!isAxiosError(error) || !error.response) return new ApiError('serverError');
  const { status } = error.response;
  const body = readFailureBody(error.response.data);
  const coded = codedKey(status, body);
  if (coded) return new ApiError(coded, { status });
  if (status >= 500 || status < 400) return new ApiError('serverError', { status });
  if (status === TOO_MANY_REQUESTS) return new ApiError('tooManyAttempts', { status });
  const reading = body.message ? interpretInsurerMessage(body.message, rules) : undefined;
  // An underwriting refusal wins over field messages: the buyer cannot fix it by editing a field.
  if (reading?.key === 'underwriting') {
    return new ApiError('underwriting', { status, text: reading.text, notice: reading.notice });
  }
  const fields = fieldMessages(body, rules);
  if (fields !== '') return new ApiError('insurerMessage', { status, text: fields });
  return new ApiError(reading ? 'generic' : fallbackKey, { status });
}
