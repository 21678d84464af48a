import { CUTOFF_TIME } from './cutoffTime';

it('writes the sign-and-pay cut-off as 23:55 (rules D13)', () => {
  expect(CUTOFF_TIME).toBe('23:55');
});
