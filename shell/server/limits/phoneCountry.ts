// The destination of an SMS: the country calling code of an E.164 number (ITU-T E.164 codes are prefix-free: one
// digit for 1 and 7, two digits for the codes below, three for the rest). The SMS budget per destination country
// counts by it (docs/shop-server.md, section 3); the shop's own country is counted by the hourly ceiling only.
import { normalizePhone } from '@greencard/domain';

const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** Ukraine: the shop's buyers' own numbers. */
export const HOME_CALLING_CODE = '380';

/** The calling code of a phone as the buyer typed it (normalised as the draft sends it), or undefined for no number. */
export function callingCodeOf(phone: string): string | undefined {
  const normalized = normalizePhone(phone);
  if (!/^\+[1-9]\d{6,14}$/.test(normalized)) return undefined;
  const digits = normalized.slice(1);
  if (digits[0] === '1' || digits[0] === '7') return digits[0];
  const two = digits.slice(0, 2);
  return TWO_DIGIT_CODES.has(two) ? two : digits.slice(0, 3);
}
