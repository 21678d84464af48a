import type { ContractRuleKey } from './ruleKey';
import { innBirthday, validateInn } from './inn';

describe('validateInn (RNOKPP)', () => {
  it.each<[string, string | undefined, ContractRuleKey | undefined]>([
    ['1759013776', undefined, undefined],
    ['3652504575', undefined, undefined],
    ['3068208400', undefined, undefined],
    ['9000000002', undefined, undefined], // weighted sum -9: the modulo must be made non-negative
    ['9000000009', undefined, 'contract:validation.innInvalid'],
    ['3652504575', '2000-01-01', undefined],
    ['3652504575', '01.01.2000', undefined],
    [' 3652504575 ', '2000-01-01', undefined],
    ['', undefined, undefined],
    ['3652504575', '2000-01-02', 'contract:validation.innInvalid'], // another birthday
    ['3652504576', undefined, 'contract:validation.innInvalid'], // wrong check digit
    ['1759013770', undefined, 'contract:validation.innInvalid'],
    ['3068208401', undefined, 'contract:validation.innInvalid'],
    ['365250457', undefined, 'contract:validation.innInvalid'], // nine digits
    ['36525045750', undefined, 'contract:validation.innInvalid'], // eleven digits
    ['36525O4575', undefined, 'contract:validation.innInvalid'], // a letter O
    ['3652504575', 'not a date', undefined], // the birthday field reports its own format error
  ])('%p (birthday %p) -> %p', (inn, birthday, key) => {
    expect(validateInn(inn, birthday)).toBe(key);
  });

  it.each<[string, string]>([
    ['3652504575', '2000-01-01'],
    ['0000100000', '1900-01-01'],
    ['1759013776', '1948-02-28'],
  ])('innBirthday(%p) -> %p', (inn, birthday) => {
    expect(innBirthday(inn)).toBe(birthday);
  });
});
