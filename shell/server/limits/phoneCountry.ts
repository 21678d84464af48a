// The destination of an SMS: the country calling code of an E.164 number (ITU-T E.164 codes are prefix-free: one
// digit for 1 and 7, two digits for the codes CALLING_CODE lists by their first digit, three for the rest). The SMS
// budget per destination country counts by it (docs/shop-server.md, section 3); the shop's own country is counted by
// the hourly ceiling only.
import { normalizePhone } from '@greencard/domain';

/** The code a number's digits start with: 1 or 7, a two-digit code (20, 27, 30-34, 36, 39, ...), else three digits. */
const CALLING_CODE = /^(?:[17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|\d{3})/;

/** Ukraine: the shop's buyers' own numbers. */
export const HOME_CALLING_CODE = '380';

/** The calling code of a phone as the buyer typed it (normalised as the draft sends it), or undefined for no number. */
export function callingCodeOf(phone: string): string | undefined {
  const normalized = normalizePhone(phone);
  if (!/^\+[1-9]\d{6,14}$/.test(normalized)) return undefined;
  return CALLING_CODE.exec(normalized.slice(1))?.[0];
}
