import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';
import { FAQ_QUESTIONS } from '../features/info/faqTexts';
import { en as faqEn } from './faq.en';
import { uk as faqUk } from './faq.uk';

describe('calculator texts', () => {
  it('exist in Ukrainian and English with the same keys and placeholders', () => {
    expect(() => expectSameKeys(uk, en)).not.toThrow();
    expect(() => expectSameKeys(faqUk, faqEn)).not.toThrow();
  });

  it('answer the FAQ the issue asks for', () => {
    expect(Object.keys(faqUk)).toEqual(
      expect.arrayContaining(['cover', 'zones', 'start', 'delivery', 'payment', 'points']),
    );
  });

  it('show every question of the FAQ, and only those', () => {
    expect(Object.keys(faqUk)).toEqual([...FAQ_QUESTIONS]);
  });
});
