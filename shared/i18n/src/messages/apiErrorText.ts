// Turns an @greencard/api failure into the text to show. Typed structurally (i18n does not depend on the api
// package): an ApiError fits { key, text?, notice? }.
import type { AnyTextsT } from '../createI18n';
import { ERROR_KEYS, listGuard, UNDERWRITING_NOTICES } from '@greencard/domain';

/** Every key a failure is said by: the API client's error keys and the underwriting notices. */
const API_ERROR_TEXT_KEYS = [...ERROR_KEYS, ...UNDERWRITING_NOTICES] as const;

/** A key of the error texts (`errors.<key>` in the common namespace or in a step's own). */
export type ApiErrorTextKey = (typeof API_ERROR_TEXT_KEYS)[number];

/**
 * The failures only one step's calls end in: that step's texts say them, under `errors.<key>` of its own namespace
 * (docs/step-release.md), and the common texts do not (a test of the common texts finds any that one step alone uses).
 */
export const STEP_ERROR_TEXT_KEYS = [
  'draft',
  'checkOTP',
  'receipt',
  'contractDocument',
  'pointsDefault',
  'pointsInvalidSecret',
  'loyaltyNotProved',
] as const satisfies readonly ApiErrorTextKey[];

/** A key whose text is common: every error key several steps show, and the generic fallback. */
export type CommonErrorTextKey = Exclude<ApiErrorTextKey, (typeof STEP_ERROR_TEXT_KEYS)[number]>;

export const COMMON_ERROR_TEXT_KEYS = API_ERROR_TEXT_KEYS.filter(
  (key): key is CommonErrorTextKey => !(STEP_ERROR_TEXT_KEYS as readonly string[]).includes(key),
);

export interface TranslatableError {
  key: string;
  /** The insurer's own (cleaned) message, shown as it is. */
  text?: string;
  /** An underwriting notice, which says more than the bare key. */
  notice?: string;
}

const isErrorTextKey = listGuard(API_ERROR_TEXT_KEYS);
const isCommonErrorTextKey = listGuard(COMMON_ERROR_TEXT_KEYS);

/**
 * The text of a failure in the language of `t`, which is the step's own translator: a failure only that step's calls
 * end in is said by its own texts (`errors.<key>` of its namespace), any other by the common ones, and a key
 * neither has (unknown, or a step whose texts lack it) by the generic text.
 */
export function apiErrorText(t: AnyTextsT, error: TranslatableError): string {
  if (error.text) return error.text;
  const key = error.notice && isErrorTextKey(error.notice) ? error.notice : error.key;
  if (!isErrorTextKey(key)) return t('common:errors.generic');
  if (!isCommonErrorTextKey(key)) return t([`errors.${key}`, 'common:errors.generic']);
  return t([`errors.${key}`, `common:errors.${key}`, 'common:errors.generic']);
}
