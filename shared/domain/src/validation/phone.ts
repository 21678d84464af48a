import { UA_PHONE_PATTERN } from '../constants';
import { isBlank, type FieldValue, type ValidationKey } from './types';

// E.164: a country code never starts with 0; 10 to 15 digits in all.
const INTERNATIONAL = /^\+[1-9]\d{9,14}$/;

/**
 * One spelling of a phone: no spaces, dashes, dots or brackets; a national '0XXXXXXXXX' or a bare '380...'
 * becomes '+380...', and a '00' international prefix becomes '+'.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  if (/^0\d{9}$/.test(compact)) return `+38${compact}`;
  if (/^380\d{9}$/.test(compact)) return `+${compact}`;
  if (/^00[1-9]\d+$/.test(compact)) return `+${compact.slice(2)}`;
  return compact;
}

/** +380 and 9 digits (rules §5), after normalising. */
export function isUkrainianPhone(value: string): boolean {
  return UA_PHONE_PATTERN.test(normalizePhone(value));
}

/**
 * A valid international number that is not Ukrainian (rules D15): it goes to the insurer as foreign_operator.
 * A '+380' number of the wrong length is a mistyped Ukrainian one, not a foreign one.
 */
export function isForeignPhone(value: string): boolean {
  const phone = normalizePhone(value);
  return INTERNATIONAL.test(phone) && !phone.startsWith('+380');
}

/** 'phoneInvalid' unless Ukrainian or a valid foreign number. */
export function validatePhone(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  return isUkrainianPhone(value) || isForeignPhone(value) ? undefined : 'phoneInvalid';
}
