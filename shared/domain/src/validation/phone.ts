import { UA_PHONE_PATTERN } from '../constants';

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

declare const phoneBrand: unique symbol;

/**
 * A phone as the shop keeps it after the buyer typed it: in its one spelling (normalizePhone) and valid, Ukrainian or
 * foreign (rules §5). Made once, where the value enters (`toPhone`); whatever holds one needs no cleaning again.
 */
export type Phone = string & { readonly [phoneBrand]: true };

const isUkrainianSpelling = (phone: string) => UA_PHONE_PATTERN.test(phone);
// A '+380' number of the wrong length is a mistyped Ukrainian one, not a foreign one.
const isForeignSpelling = (phone: string) => INTERNATIONAL.test(phone) && !phone.startsWith('+380');

/** The phone typed, as a domain value; null unless it is Ukrainian or a valid foreign number. */
export function toPhone(value: string): Phone | null {
  const phone = normalizePhone(value);
  return isUkrainianSpelling(phone) || isForeignSpelling(phone) ? (phone as Phone) : null;
}

/** Whether a stored value is a phone as `toPhone` makes it (for what is read back from browser storage). */
export const isPhone = (value: unknown): value is Phone => typeof value === 'string' && toPhone(value) === value;
