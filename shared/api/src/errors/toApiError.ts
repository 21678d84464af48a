import { isAxiosError } from 'axios';
import { DEFAULT_MESSAGE_RULES, interpretInsurerMessage, stripHints, type MessageRules } from '../messages';
import { ApiError } from './ApiError';
import type { ErrorKey } from './catalogue';
import { readFailureBody, type FailureBody } from './failureBody';

const TOO_MANY_REQUESTS = 429;
const GONE = 410;
// A 410 names why the code is unusable (D17).
const GONE_CODES: Record<string, ErrorKey> = {
  TOO_MANY_ATTEMPTS: 'codeAttemptsExhausted',
  CODE_EXPIRED: 'codeExpired',
};

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

function fieldMessages(body: FailureBody, rules: MessageRules): string {
  const cleaned = (body.errors ?? []).map((e) => stripHints(e.message, rules.hintPatterns)).filter((m) => m !== '');
  return [...new Set(cleaned)].map(sentence).join(' ');
}

function fromClientError(status: number, body: FailureBody, fallbackKey: ErrorKey, rules: MessageRules): ApiError {
  const reading = body.message ? interpretInsurerMessage(body.message, rules) : undefined;
  // An underwriting refusal wins over field messages: the buyer cannot fix it by editing a field.
  if (reading?.key === 'underwriting') {
    return new ApiError('underwriting', { status, text: reading.text, notice: reading.notice });
  }
  const fields = fieldMessages(body, rules);
  if (fields !== '') return new ApiError('insurerMessage', { status, text: fields });
  if (reading) return new ApiError('generic', { status });
  return new ApiError(fallbackKey, { status });
}

/**
 * Turns any failure of a call into its catalogue entry (spec 8, DECISIONS 16 and 17): no answer or a 5xx is
 * serverError, 429 tooManyAttempts, a 410 for a code says expired or exhausted, a 4xx is read by the insurer
 * message rules, and a 4xx that says nothing gives the call's own key.
 */
export function toApiError(
  error: unknown,
  fallbackKey: ErrorKey,
  rules: MessageRules = DEFAULT_MESSAGE_RULES,
): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error) || !error.response) return new ApiError('serverError');
  const { status } = error.response;
  if (status >= 500 || status < 400) return new ApiError('serverError', { status });
  const body = readFailureBody(error.response.data);
  if (status === TOO_MANY_REQUESTS) {
    return new ApiError(
      'tooManyAttempts',
      body.retryAfterSeconds === undefined ? { status } : { status, retryAfterSeconds: body.retryAfterSeconds },
    );
  }
  const goneKey = status === GONE ? GONE_CODES[String(body.errorCode)] : undefined;
  if (goneKey) return new ApiError(goneKey, { status });
  return fromClientError(status, body, fallbackKey, rules);
}
