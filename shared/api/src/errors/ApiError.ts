import type { ErrorKey, UnderwritingNotice } from '@greencard/domain';

export interface ApiErrorDetails {
  /** The HTTP status, when the insurer answered. */
  status?: number;
  /** The cleaned insurer text: the field messages for 'insurerMessage', the refusal for 'underwriting'. */
  text?: string;
  notice?: UnderwritingNotice;
}

/**
 * The mark every ApiError carries, in the runtime's global symbol registry: one step's calls may come from another
 * step's build (docs/shared-packages.md, its "page module"), whose ApiError is another class with the same name.
 */
const API_ERROR = Symbol.for('@greencard/api:ApiError');

/** Every failed call ends in one of these: the step shows the catalogue message of `key`. */
export class ApiError extends Error {
  readonly key: ErrorKey;
  // Declared, not defined: an absent detail stays absent instead of becoming an own property set to undefined.
  declare readonly status?: number;
  declare readonly text?: string;
  declare readonly notice?: UnderwritingNotice;

  constructor(key: ErrorKey, details: ApiErrorDetails = {}) {
    super(details.text ? `${key}: ${details.text}` : key);
    this.name = 'ApiError';
    this.key = key;
    Object.assign(this, Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)));
  }

  get [API_ERROR](): true {
    return true;
  }
}

/** Whether `error` is an ApiError of any build (not `instanceof`: that knows only this build's class). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && (error as { [API_ERROR]?: unknown })[API_ERROR] === true;
}
