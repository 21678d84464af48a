import type { Phone } from '@greencard/domain';

const MASK = '*';
const VISIBLE_HEAD = 6;
const VISIBLE_TAIL = 2;

/**
 * The phone the code went to, partly hidden: enough for the buyer to recognise it ('+38050*****67'), not enough to
 * read it off the screen. A phone is at least 11 characters in its one spelling (a '+' and 10 digits), so at least
 * three digits are always hidden.
 */
export function maskPhone(phone: Phone): string {
  return (
    phone.slice(0, VISIBLE_HEAD) + MASK.repeat(phone.length - VISIBLE_HEAD - VISIBLE_TAIL) + phone.slice(-VISIBLE_TAIL)
  );
}
