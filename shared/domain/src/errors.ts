/**
 * The error catalogue (rules §8 plus rules D16 and 17): every failure a call can end in. @greencard/api ends each call
 * in one of them, and @greencard/i18n has a text for each under the same key. sessionMismatch (the shop's own server)
 * and paymentMismatch (the insurer's payment check) say what the buyer can do instead of a bare "something went wrong";
 * smsPaused says that the shop has stopped sending codes for a while (its hourly SMS ceiling, docs/shop-server.md);
 * loyaltyNotProved that the shop no longer holds the proof of this browser's loyalty customer (rules D32).
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
  'loyaltyNotProved',
  'tooManyAttempts',
  'smsPaused',
  'codeExpired',
  'codeAttemptsExhausted',
  'sessionMismatch',
  'paymentMismatch',
  'insurerMessage',
  'underwriting',
  'generic',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

/** What an insurer's underwriting message names as the part to be checked; each has a text of its own. */
export const UNDERWRITING_NOTICES = ['underwritingPerson', 'underwritingVehicle'] as const;

export type UnderwritingNotice = (typeof UNDERWRITING_NOTICES)[number];
