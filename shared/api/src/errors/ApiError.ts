import type { UnderwritingNotice } from '../messages';
import type { ErrorKey } from './catalogue';

export interface ApiErrorDetails {
  /** The HTTP status, when the insurer answered. */
  status?: number;
  /** The cleaned insurer text: the field messages for 'insurerMessage', the refusal for 'underwriting'. */
  text?: string;
  notice?: UnderwritingNotice;
  /** Seconds until a new attempt is allowed, when the insurer says (429). */
  retryAfterSeconds?: number;
}

/** Every failed call ends in one of these: the step shows the catalogue message of `key`. */
export class ApiError extends Error {
  readonly key: ErrorKey;
  // Declared, not defined: an absent detail stays absent instead of becoming an own property set to undefined.
  declare readonly status?: number;
  declare readonly text?: string;
  declare readonly notice?: UnderwritingNotice;
  declare readonly retryAfterSeconds?: number;

  constructor(key: ErrorKey, details: ApiErrorDetails = {}) {
    super(details.text ? `${key}: ${details.text}` : key);
    this.name = 'ApiError';
    this.key = key;
    if (details.status !== undefined) this.status = details.status;
    if (details.text !== undefined) this.text = details.text;
    if (details.notice !== undefined) this.notice = details.notice;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
