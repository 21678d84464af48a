import { STEP_ERROR_TEXT_KEYS } from '@greencard/i18n';
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

  it('say the failures only its document calls end in (rules §8), which the common texts leave to the step', () => {
    for (const key of ['receipt', 'contractDocument'] as const) {
      expect(STEP_ERROR_TEXT_KEYS).toContain(key);
      expect(uk.errors[key]).toEqual(expect.any(String));
    }
    expect(en.errors).toEqual({
      receipt: 'Failed to get payment receipt',
      contractDocument: 'Failed to get contract document',
    });
  });
});
