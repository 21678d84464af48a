// Turns an @greencard/api failure into the text to show. Typed structurally (i18n does not depend on the api
// package): an ApiError fits { key, text?, notice? }.
import type { TFunction } from 'i18next';
import { API_ERROR_TEXT_KEYS, type ApiErrorTextKey } from './errorKeys';

export { API_ERROR_TEXT_KEYS, type ApiErrorTextKey };

export interface TranslatableError {
  key: string;
  /** The insurer's own (cleaned) message, shown as it is. */
  text?: string;
  /** An underwriting notice, which says more than the bare key. */
  notice?: string;
}

const isErrorTextKey = (key: string): key is ApiErrorTextKey => (API_ERROR_TEXT_KEYS as readonly string[]).includes(key);

export function apiErrorText(t: TFunction, error: TranslatableError): string {
  if (error.text) return error.text;
  if (error.notice && isErrorTextKey(error.notice)) return t(`errors.${error.notice}`, { ns: 'common' });
  return t(`errors.${isErrorTextKey(error.key) ? error.key : 'generic'}`, { ns: 'common' });
}
