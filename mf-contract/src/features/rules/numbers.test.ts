import type { ContractRuleKey } from './ruleKey';
import { validatePositiveNumber, type NumberRuleOptions } from './numbers';

describe('validatePositiveNumber', () => {
  it.each<[string | number, NumberRuleOptions | undefined, ContractRuleKey | undefined]>([
    ['1598', { integer: true }, undefined],
    [5, { integer: true, max: 99 }, undefined],
    ['75.5', undefined, undefined],
    ['75,5', undefined, undefined],
    ['', undefined, undefined],
    ['75.5', { integer: true }, 'contract:validation.numberInvalid'],
    ['0', undefined, 'contract:validation.numberInvalid'],
    ['-4', undefined, 'contract:validation.numberInvalid'],
    ['100', { max: 99 }, 'contract:validation.numberInvalid'],
    ['1e3', undefined, 'contract:validation.numberInvalid'],
    ['abc', undefined, 'contract:validation.numberInvalid'],
  ])('%p %p -> %p', (value, options, key) => {
    expect(validatePositiveNumber(value, options)).toBe(key);
  });
});
