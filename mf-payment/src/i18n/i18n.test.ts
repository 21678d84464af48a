import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';

describe('payment texts', () => {
  it('exist in both languages with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('name every payment method the shop offers', () => {
    expect(Object.keys(uk.pay.methods)).toEqual(['easypay', 'portmone', 'instalments']);
  });
});
