// Turns an @greencard/api failure into the text to show. Typed structurally (i18n does not depend on the api
// package): an ApiError fits { key, text?, notice? }.
import type { AnyTextsT } from '../createI18n';
import {
  API_ERROR_TEXT_KEYS,
  COMMON_ERROR_TEXT_KEYS,
  STEP_ERROR_TEXT_KEYS,
  type ApiErrorTextKey,
  type CommonErrorTextKey,
} from './errorKeys';

export { COMMON_ERROR_TEXT_KEYS, STEP_ERROR_TEXT_KEYS, type CommonErrorTextKey };

export interface TranslatableError {
  key: string;
  /** The insurer's own (cleaned) message, shown as it is. */
  text?: string;
  /** An underwriting notice, which says more than the bare key. */
  notice?: string;
}

const isErrorTextKey = (key: string): key is ApiErrorTextKey =>
  (API_ERROR_TEXT_KEYS as readonly string[]).includes(key);

const isCommonErrorTextKey = (key: ApiErrorTextKey): key is CommonErrorTextKey =>
  (COMMON_ERROR_TEXT_KEYS as readonly string[]).includes(key);

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
