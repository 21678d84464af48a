import type { ContractRuleKey } from './ruleKey';
import { normalizeBodyNumber, validateBodyNumber } from './bodyNumber';

describe('validateBodyNumber: 5 to 17 Latin letters or digits, a VIN without I, O, Q', () => {
  it.each<[string, ContractRuleKey | undefined]>([
    ['WVWZZZ1JZXW000001', undefined],
    ['wvwzzz1jzxw000001', undefined],
    ['AB123', undefined],
    ['IOQ12345', undefined], // short body numbers may hold I, O, Q
    ['', undefined],
    ['AB12', 'contract:validation.wrongBodyNumber'],
    ['WVWZZZ1JZXW0000012', 'contract:validation.wrongBodyNumber'],
    ['WVWZZZ1JZXW00000I', 'contract:validation.wrongBodyNumber'],
    ['WVWZZZ1JZXO000001', 'contract:validation.wrongBodyNumber'],
    ['QVWZZZ1JZXW000001', 'contract:validation.wrongBodyNumber'],
    ['ЖВ12345', 'contract:validation.wrongBodyNumber'],
    ['AB-12345', 'contract:validation.wrongBodyNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateBodyNumber(value)).toBe(key);
  });

  it('normalises to upper case without spaces', () => {
    expect(normalizeBodyNumber(' wvw zzz1 ')).toBe('WVWZZZ1');
  });
});
