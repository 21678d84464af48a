import { STEP_ERROR_TEXT_KEYS } from '@greencard/i18n';
import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';

describe('confirm texts', () => {
  it('exist in both languages with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('label the code entry as the spec names it', () => {
    expect(en.codeLabel).toBe('OTP code');
    expect(uk.codeLabel).toBe('OTP-код');
  });

  it('say the failure only the code check ends in (rules §8), which the common texts leave to the step', () => {
    expect(STEP_ERROR_TEXT_KEYS).toContain('checkOTP');
    expect(en.errors.checkOTP).toBe('Failed to check code');
    expect(uk.errors.checkOTP).toBe('Не вдалося перевірити код');
    expect(en.wrongCode).toBe('Invalid code');
  });

  it('carry the business copy about signing and paying today', () => {
    expect(en.deadline.rule).toBe(
      'The contract must be signed with the code and paid before the end of the current day.',
    );
    expect(uk.deadline.rule).toBe('Договір потрібно підписати кодом і оплатити до кінця поточного дня.');
  });
});
