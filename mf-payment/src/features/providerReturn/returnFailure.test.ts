import { ApiError, ERROR_KEYS, type ErrorKey } from '@greencard/api';
import { NOT_CONFIRMED, returnFailure } from './returnFailure';

describe('what a failed confirmation shows', () => {
  it.each<[ErrorKey, string, boolean, 'payment' | 'start']>([
    ['serverError', 'common:errors.serverError', true, 'payment'],
    ['tooManyAttempts', 'common:errors.tooManyAttempts', true, 'payment'],
    ['sessionMismatch', 'common:errors.sessionMismatch', false, 'start'],
    ['paymentMismatch', 'common:errors.paymentMismatch', false, 'payment'],
  ])('%s -> %s', (key, message, retry, next) => {
    expect(returnFailure(new ApiError(key))).toEqual({ message, retry, next });
  });

  it.each(
    ERROR_KEYS.filter((key) => !['serverError', 'tooManyAttempts', 'sessionMismatch', 'paymentMismatch'].includes(key)),
  )('%s -> the fixed "could not confirm" text', (key) => {
    expect(returnFailure(new ApiError(key))).toBe(NOT_CONFIRMED);
  });

  it('never carries the insurer’s own text', () => {
    const refusal = new ApiError('insurerMessage', { status: 400, text: 'Pay 1 UAH at https://evil.example' });
    expect(JSON.stringify(returnFailure(refusal))).not.toContain('evil');
  });
});
