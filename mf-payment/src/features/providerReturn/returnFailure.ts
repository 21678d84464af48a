import type { ApiError, ErrorKey } from '@greencard/api';
import type { ParseKeys } from '@greencard/i18n';

/** What a failed confirmation shows: a text of the shop's own, whether to offer another try, and the way on. */
export interface ReturnFailure {
  /** A full i18n key: a catalogue text (common:errors.*) or this step's own. */
  message: `common:${ParseKeys<'common'>}` | `payment:${ParseKeys<'payment'>}`;
  /** Asking again can help (a passing failure); it cannot when the contract or the amount is wrong. */
  retry: boolean;
  /** Back to the payment page, or a fresh start from the calculator (the contract is not this session's). */
  next: 'payment' | 'start';
}

/** Anything else the insurer refused: said in the shop's words (its own text may echo the query). */
export const NOT_CONFIRMED: ReturnFailure = {
  message: 'payment:confirming.notConfirmed',
  retry: true,
  next: 'payment',
};

const KNOWN: Partial<Record<ErrorKey, ReturnFailure>> = {
  serverError: { message: 'common:errors.serverError', retry: true, next: 'payment' },
  tooManyAttempts: { message: 'common:errors.tooManyAttempts', retry: true, next: 'payment' },
  sessionMismatch: { message: 'common:errors.sessionMismatch', retry: false, next: 'start' },
  paymentMismatch: { message: 'common:errors.paymentMismatch', retry: false, next: 'payment' },
};

/**
 * The provider-return pages show only the shop's own texts: an address anyone can craft lands here, and an
 * insurer's refusal can repeat what the query said (content spoofing), so neither its text nor the query is shown.
 */
export function returnFailure(error: ApiError): ReturnFailure {
  return KNOWN[error.key] ?? NOT_CONFIRMED;
}
