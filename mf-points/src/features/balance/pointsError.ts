import { isApiError, type ErrorKey } from '@greencard/api';

/** The points errors: a rejected secret, the default, and two causes the buyer can act on. */
export type PointsErrorKey = Extract<
  ErrorKey,
  'pointsInvalidSecret' | 'pointsDefault' | 'loyaltyNotProved' | 'tooManyAttempts' | 'sessionMismatch' | 'smsPaused'
>;

/** The failures only the loyalty calls end in, which the step's own texts say (errors.<key>); the others are common. */
export const OWN_ERROR_KEYS = [
  'pointsInvalidSecret',
  'pointsDefault',
  'loyaltyNotProved',
] as const satisfies readonly PointsErrorKey[];

// Said as they are: wait and try again (429, or the shop's SMS ceiling), start again in this browser (another
// session's contract), or come back through the programme's link (the shop no longer holds the customer's proof).
const NAMED: readonly ErrorKey[] = [
  'pointsInvalidSecret',
  'loyaltyNotProved',
  'tooManyAttempts',
  'sessionMismatch',
  'smsPaused',
];

const isNamed = (key: ErrorKey): key is PointsErrorKey => NAMED.includes(key);

/**
 * The points step says a rejected secret (errorCode AUTH_FAILED_SECRET_REQUIRED or AUTH_FAILED_INVALID_SECRET, which
 * its order call, orderCall.ts, reports as pointsInvalidSecret) and the default for other failures, whatever their
 * cause. Too many attempts and a contract of another session are said as such: "something went wrong, try again"
 * would send the buyer into the same refusal.
 */
export function pointsErrorKey(error: unknown): PointsErrorKey {
  return isApiError(error) && isNamed(error.key) ? error.key : 'pointsDefault';
}
