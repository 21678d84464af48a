import { toPhone, type ValidationKey } from '@greencard/domain';
import { isForeignPhone, validatePhone } from './phone';

describe('Ukrainian, foreign or invalid', () => {
  it.each<[string, boolean, boolean, ValidationKey | undefined]>([
    ['+380671234567', true, false, undefined],
    ['0671234567', true, false, undefined],
    ['+48601234567', false, true, undefined],
    ['+12025550123', false, true, undefined],
    ['+441234567890123', false, true, undefined], // 15 digits
    ['+4412345678901234', false, false, 'phoneInvalid'], // 16 digits
    ['+123456789', false, false, 'phoneInvalid'], // 9 digits
    ['+38067123456', false, false, 'phoneInvalid'], // a short Ukrainian number is not foreign
    ['+3806712345678', false, false, 'phoneInvalid'],
    ['671234567', false, false, 'phoneInvalid'],
    ['+0123456789', false, false, 'phoneInvalid'],
    ['phone', false, false, 'phoneInvalid'],
  ])('%p: ua %p, foreign %p -> %p', (typed, ua, foreign, key) => {
    const phone = toPhone(typed);
    expect(phone !== null && isForeignPhone(phone)).toBe(foreign);
    expect(validatePhone(typed)).toBe(key);
  });

  it('leaves an empty phone to required', () => {
    expect(validatePhone('')).toBeUndefined();
  });
});
