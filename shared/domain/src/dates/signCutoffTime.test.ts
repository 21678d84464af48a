import { SIGN_CUTOFF } from '../constants';
import { signCutoffTime } from './kyiv';

describe('signCutoffTime', () => {
  it('shows the sign-and-pay cut-off of rules D13 as hh:mm', () => {
    expect(SIGN_CUTOFF).toEqual({ hour: 23, minute: 55 });
    expect(signCutoffTime()).toBe('23:55');
  });

  it('pads single digits', () => {
    expect(signCutoffTime({ hour: 7, minute: 5 })).toBe('07:05');
  });
});
