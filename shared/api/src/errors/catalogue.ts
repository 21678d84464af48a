/**
 * The error catalogue (rules §8 plus rules D16 and 17): every failure a call can end in. The texts live in
 * @greencard/i18n under the same keys. sessionMismatch (the shop's own server) and paymentMismatch (the insurer's
 * payment check) say what the buyer can do instead of a bare "something went wrong".
 */
export const ERROR_KEYS = [
  'serverError',
  'draft',
  'sendOTP',
  'checkOTP',
  'status',
  'receipt',
  'contractDocument',
  'pointsDefault',
  'pointsInvalidSecret',
  'tooManyAttempts',
  'codeExpired',
  'codeAttemptsExhausted',
  'sessionMismatch',
  'paymentMismatch',
  'insurerMessage',
  'underwriting',
  'generic',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}
