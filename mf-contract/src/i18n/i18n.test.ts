import { STEP_ERROR_TEXT_KEYS, validationText } from '@greencard/i18n';
import { createTestI18n, expectSameKeys } from '@greencard/i18n/testing';
import type { ContractRuleKey } from '../features/rules/ruleKey';
import { en } from './en';
import { uk } from './uk';

/** The translator of the page with the contract's texts in `locale`, as its fields' messages are said. */
function contractT(locale: 'uk' | 'en') {
  const i18n = createTestI18n(locale);
  i18n.addResourceBundle(locale, 'contract', locale === 'en' ? en : uk);
  return i18n.t;
}

describe('contract texts', () => {
  it('has every text in both languages with the same placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
  });

  it('says the failure only its draft call ends in (rules §8), which the common texts leave to the step', () => {
    expect(STEP_ERROR_TEXT_KEYS).toContain('draft');
    expect(en.errors.draft).toBe('Failed to save contract, contact support');
    expect(uk.errors.draft).toBe('Не вдалося зберегти договір, зверніться до служби підтримки');
  });

  it.each<[ContractRuleKey, string, string]>([
    ['contract:validation.addressLatin', 'The address must be in Latin', 'Адреса має бути латиницею'],
    ['contract:validation.innInvalid', 'INN is not correct', 'ІПН некоректний'],
    ['contract:validation.wrongBodyNumber', 'Wrong state number', 'Неправильний державний номер'],
    [
      'contract:validation.startDate',
      'Enter the date',
      'Дата початку: не раніше ніж післязавтра і не пізніше ніж через 30 днів',
    ],
    [
      'contract:validation.issueDate',
      'The date of issue cannot be later than today',
      'Дата видачі не може бути пізніше за сьогодні',
    ],
    [
      'contract:validation.age',
      'The insured person must be 18 to 100 years old',
      'Вік застрахованої особи: від 18 до 100 років',
    ],
    [
      'contract:validation.plainText',
      'Remove the invisible or control characters: they do not print on the policy',
      'Приберіть невидимі або керівні символи: вони не друкуються в полісі',
    ],
  ])('says its rule’s %s', (key, enText, ukText) => {
    expect(validationText(contractT('en'), key)).toBe(enText);
    expect(validationText(contractT('uk'), key)).toBe(ukText);
  });

  it('has every rule message with its values filled in, given the values a field adds', () => {
    for (const locale of ['uk', 'en'] as const) {
      for (const key of Object.keys(uk.validation) as (keyof typeof uk.validation)[]) {
        expect(validationText(contractT(locale), `contract:validation.${key}`, { max: 50 })).not.toMatch(
          /\{\{|validation\./,
        );
      }
    }
  });

  it('names the limit in the message of a text over it', () => {
    expect(en.validation.tooLong).toContain('{{max}}');
    expect(uk.validation.tooLong).toContain('{{max}}');
  });
});
