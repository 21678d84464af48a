import { SIGN_CUTOFF } from '@greencard/domain';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The cut-off as the buyer reads it ('23:55'), from the one constant (rules D13). */
export function cutoffTime(cutoff: { hour: number; minute: number } = SIGN_CUTOFF): string {
  return `${twoDigits(cutoff.hour)}:${twoDigits(cutoff.minute)}`;
}
