import { SIGN_CUTOFF } from '@greencard/domain';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The sign-and-pay cut-off as the buyer reads it: '23:55' (Kyiv time, rules D13). */
export const CUTOFF_TIME = `${twoDigits(SIGN_CUTOFF.hour)}:${twoDigits(SIGN_CUTOFF.minute)}`;
