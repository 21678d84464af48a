const MASK = '*';
const VISIBLE_HEAD = 6;
const VISIBLE_TAIL = 2;
const MIN_MASKED = 3;

/**
 * The phone the code went to, partly hidden: enough for the buyer to recognise it ('+38050*****67'), not enough to
 * read it off the screen. Spaces and dashes are dropped first; a short number keeps only its last digits.
 */
export function maskPhone(phone: string): string {
  const compact = phone.replace(/[\s()-]/g, '');
  if (compact.length <= VISIBLE_TAIL) return MASK.repeat(compact.length);
  const head = Math.max(0, Math.min(VISIBLE_HEAD, compact.length - VISIBLE_TAIL - MIN_MASKED));
  const masked = compact.length - head - VISIBLE_TAIL;
  return compact.slice(0, head) + MASK.repeat(masked) + compact.slice(-VISIBLE_TAIL);
}
