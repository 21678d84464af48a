import type { ValidationKey } from '@greencard/domain';
import { validatePositiveNumber, type NumberRuleOptions } from './numbers';

describe('validatePositiveNumber', () => {
  it.each<[string | number, NumberRuleOptions | undefined, ValidationKey | undefined]>([
    ['1598', { integer: true }, undefined],
    [5, { integer: true, max: 99 }, undefined],
    ['75.5', undefined, undefined],
    ['75,5', undefined, undefined],
    ['', undefined, undefined],
    ['75.5', { integer: true }, 'numberInvalid'],
    ['0', undefined, 'numberInvalid'],
    ['-4', undefined, 'numberInvalid'],
    ['100', { max: 99 }, 'numberInvalid'],
    ['1e3', undefined, 'numberInvalid'],
    ['abc', undefined, 'numberInvalid'],
  ])('%p %p -> %p', (value, options, key) => {
    expect(validatePositiveNumber(value, options)).toBe(key);
  });
});
