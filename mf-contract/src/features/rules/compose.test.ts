import { required, type ValidationKey } from '@greencard/domain';
import { composeRules } from './compose';
import { latinName } from './names';
import { validatePhone } from './phone';
import type { ContractRuleKey } from './ruleKey';

describe('composeRules', () => {
  const nameRule = composeRules<string | undefined>(required, latinName);

  it.each<[string | undefined, ValidationKey | undefined]>([
    [undefined, 'required'],
    ['Тарас', 'onlyLatin'],
    ['Taras', undefined],
  ])('required + latinName: %p -> %p', (value, key) => {
    expect(nameRule(value)).toBe(key);
  });

  it('returns the first failure only', () => {
    expect(composeRules<string, ValidationKey | ContractRuleKey>(validatePhone, required)('bad')).toBe(
      'contract:validation.phoneInvalid',
    );
    expect(composeRules<string>()('anything')).toBeUndefined();
  });
});
