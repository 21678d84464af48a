import { STEP_ERROR_TEXT_KEYS } from '@greencard/i18n';
import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';

describe('contract texts', () => {
  it('has every text in both languages with the same placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('says the failure only its draft call ends in (rules §8), which the common texts leave to the step', () => {
    expect(STEP_ERROR_TEXT_KEYS).toContain('draft');
    expect(en.errors.draft).toBe('Failed to save contract, contact support');
    expect(uk.errors.draft).toBe('Не вдалося зберегти договір, зверніться до служби підтримки');
  });

  it('names the limit in the message of a text over it', () => {
    expect(en.validation.tooLong).toContain('{{max}}');
    expect(uk.validation.tooLong).toContain('{{max}}');
  });
});
