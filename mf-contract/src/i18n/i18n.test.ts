import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';

describe('contract texts', () => {
  it('has every text in both languages with the same placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });
});
