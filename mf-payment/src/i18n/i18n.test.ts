import { expectSameKeys } from '@greencard/i18n/testing';
import { isCardProvider, PAYMENT_PROVIDERS } from '../features/providers/providers';
import { en } from './en';
import { uk } from './uk';

describe('payment texts', () => {
  it('exist in both languages with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('name every payment method the shop offers, and the mark of every card provider', () => {
    expect(Object.keys(uk.pay.methods)).toEqual(PAYMENT_PROVIDERS);
    for (const provider of PAYMENT_PROVIDERS.filter(isCardProvider)) expect(uk.marks).toHaveProperty(provider);
  });
});
