import { toPhone } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';
import { isForeignPhone, validatePhone } from './phone';

describe('foreign or invalid, as the contract form decides', () => {
  it.each<[string, boolean, ContractRuleKey | undefined]>([
    ['+380671234567', false, undefined],
    ['0671234567', false, undefined],
    ['+48601234567', true, undefined],
    ['+12025550123', true, undefined],
    ['+441234567890123', true, undefined], // 15 digits
    ['+4412345678901234', false, 'contract:validation.phoneInvalid'], // 16 digits
    ['+123456789', false, 'contract:validation.phoneInvalid'], // 9 digits
    ['+38067123456', false, 'contract:validation.phoneInvalid'], // a short Ukrainian number is not foreign
    ['+3806712345678', false, 'contract:validation.phoneInvalid'],
    ['671234567', false, 'contract:validation.phoneInvalid'],
    ['+0123456789', false, 'contract:validation.phoneInvalid'],
    ['phone', false, 'contract:validation.phoneInvalid'],
  ])('%p: foreign %p -> %p', (typed, foreign, key) => {
    const phone = toPhone(typed);
    expect(phone !== null && isForeignPhone(phone)).toBe(foreign);
    expect(validatePhone(typed)).toBe(key);
  });

  it('leaves an empty phone to required', () => {
    expect(validatePhone('')).toBeUndefined();
  });
});
