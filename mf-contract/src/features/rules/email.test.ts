import type { ContractRuleKey } from './ruleKey';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['taras@example.com', undefined],
    ['t.shevchenko+gc@mail.example.com.ua', undefined],
    [' taras@example.com ', undefined],
    ['', undefined],
    ['taras', 'contract:validation.emailInvalid'],
    ['taras@', 'contract:validation.emailInvalid'],
    ['taras@example', 'contract:validation.emailInvalid'],
    ['taras@@example.com', 'contract:validation.emailInvalid'],
    ['tar as@example.com', 'contract:validation.emailInvalid'],
    ['taras..s@example.com', 'contract:validation.emailInvalid'],
    ['taras@-example.com', 'contract:validation.emailInvalid'],
    ['тарас@example.com', 'contract:validation.emailInvalid'],
  ])('%p -> %p', (value, key) => {
    expect(validateEmail(value)).toBe(key);
  });
});
