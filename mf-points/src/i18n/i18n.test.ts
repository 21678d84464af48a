import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';

describe('points texts', () => {
  it('exist in both languages with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('say the same things in both languages where the spec names them', () => {
    expect(en.summary).toMatchObject({
      balance: 'Available balance',
      redeemable: 'May be redeemed',
      toWithdraw: 'Amount to withdraw',
      additionalPayment: 'Additional payment',
    });
    expect(uk.summary).toMatchObject({
      balance: 'Доступний баланс',
      redeemable: 'Можна списати',
      toWithdraw: 'Сума до списання',
      additionalPayment: 'Доплата',
    });
  });
});
