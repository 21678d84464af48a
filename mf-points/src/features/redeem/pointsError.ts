import { isApiError } from '@greencard/api';

/** The points errors of spec 8: the one-time identifier was wrong, or anything else went wrong. */
export type PointsErrorKey = 'pointsInvalidSecret' | 'pointsDefault';

/**
 * Spec 8 gives the points step two messages only: a rejected secret (errorCode AUTH_FAILED_SECRET_REQUIRED or
 * AUTH_FAILED_INVALID_SECRET, which @greencard/api reports as pointsInvalidSecret) and the default for any other
 * failure, whatever its cause.
 */
export function pointsErrorKey(error: unknown): PointsErrorKey {
  return isApiError(error) && error.key === 'pointsInvalidSecret' ? 'pointsInvalidSecret' : 'pointsDefault';
}
