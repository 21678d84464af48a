import { ApiError, ERROR_KEYS } from '@greencard/api';
import { pointsErrorKey } from './pointsError';

describe('pointsErrorKey', () => {
  it('names a rejected secret', () => {
    expect(pointsErrorKey(new ApiError('pointsInvalidSecret'))).toBe('pointsInvalidSecret');
  });

  it.each(ERROR_KEYS.filter((key) => key !== 'pointsInvalidSecret'))('gives the default for %s', (key) => {
    expect(pointsErrorKey(new ApiError(key))).toBe('pointsDefault');
  });

  it.each([new Error('network'), 'boom', undefined])('gives the default for %p', (error) => {
    expect(pointsErrorKey(error)).toBe('pointsDefault');
  });
});
