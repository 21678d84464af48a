import { STEP_ERROR_TEXT_KEYS } from '@greencard/i18n';
import { commonEn, commonUk, createTestI18n, expectSameKeys } from '@greencard/i18n/testing';
import { AMOUNT_PROBLEMS } from '../features/redeem/amountRule';
import { OWN_ERROR_KEYS } from '../features/balance/pointsError';
import { en } from './en';
import { uk } from './uk';

describe('points texts', () => {
  it('exist in both languages with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('are the keys t() of the points namespace takes: a key they lack does not compile (tsc runs over the tests)', () => {
    const i18n = createTestI18n('en');
    i18n.addResourceBundle('en', 'points', en);
    const t = i18n.getFixedT('en', 'points');
    expect(t('summary.balance')).toBe('Available balance');
    // @ts-expect-error the points texts have no summary.points
    expect(t('summary.points')).toBe('summary.points');
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

  it('say every failure only the loyalty calls end in (rules §8), which the common texts leave to the step', () => {
    for (const key of OWN_ERROR_KEYS) {
      expect(STEP_ERROR_TEXT_KEYS).toContain(key);
      expect(uk.errors[key]).toEqual(expect.any(String));
      expect(en.errors[key]).toEqual(expect.any(String));
    }
    expect(en.errors.pointsDefault).toBe('Something went wrong. Please try again.');
  });

  it('say a wrong secret as the page shows it: the field by its label, and Resend as there only once the countdown ends', () => {
    for (const [texts, common, countdown] of [
      [uk, commonUk, 'відлік'],
      [en, commonEn, 'countdown'],
    ] as const) {
      expect(texts.errors.pointsInvalidSecret.toLowerCase()).toContain(texts.secret.label.toLowerCase());
      expect(texts.errors.pointsInvalidSecret).toContain(common.resend);
      expect(texts.errors.pointsInvalidSecret).toContain(countdown);
    }
  });

  it('write the amount field in the currency every amount of the page is written in', () => {
    expect(uk.amount.label).toMatch(/, UAH$/);
    expect(en.amount.label).toMatch(/, UAH$/);
  });

  it('have a message for every outcome of the amount rule', () => {
    for (const key of Object.values(AMOUNT_PROBLEMS)) {
      const [, path] = key.split(':');
      const leaf = path?.split('.')[1] as keyof typeof uk.validation;
      expect(key).toBe(`points:validation.${leaf}`);
      expect(uk.validation[leaf]).toEqual(expect.any(String));
      expect(en.validation[leaf]).toEqual(expect.any(String));
    }
  });
});
