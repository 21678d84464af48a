import { expectSameKeys } from '@greencard/i18n/testing';
import { en } from './en';
import { uk } from './uk';
import { faqEn } from './faq.en';
import { faqUk } from './faq.uk';

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
});
