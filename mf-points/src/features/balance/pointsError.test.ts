import { ApiError, ERROR_KEYS, type ErrorKey } from '@greencard/api';
import { pointsErrorKey } from './pointsError';

const NAMED: ErrorKey[] = [
  'pointsInvalidSecret',
  'loyaltyNotProved',
  'tooManyAttempts',
  'sessionMismatch',
  'smsPaused',
];

describe('pointsErrorKey', () => {
  it.each(NAMED)('names %s', (key) => {
    expect(pointsErrorKey(new ApiError(key))).toBe(key);
  });

  it.each(ERROR_KEYS.filter((key) => !NAMED.includes(key)))('gives the default for %s', (key) => {
    expect(pointsErrorKey(new ApiError(key))).toBe('pointsDefault');
  });

  it.each([new Error('network'), 'boom', undefined])('gives the default for %p', (error) => {
    expect(pointsErrorKey(error)).toBe('pointsDefault');
  });
});
