import { SIGN_CUTOFF } from '@greencard/domain';
import { cutoffTime } from './cutoffTime';

describe('cutoffTime', () => {
  it('shows the sign-and-pay cut-off of rules D13 as hh:mm', () => {
    expect(SIGN_CUTOFF).toEqual({ hour: 23, minute: 55 });
    expect(cutoffTime()).toBe('23:55');
  });

  it('pads single digits', () => {
    expect(cutoffTime({ hour: 7, minute: 5 })).toBe('07:05');
  });
});
