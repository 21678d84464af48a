import type { FieldValue } from '@greencard/domain';
import { TEXT_MAX_LENGTHS, TOO_LONG, maxChars, textLength, type TextLimit } from './textLimits';

describe('TEXT_MAX_LENGTHS', () => {
  it('holds the limit of each contract text', () => {
    expect(TEXT_MAX_LENGTHS).toEqual({
      name: 50,
      address: 200,
      email: 100,
      phone: 20,
      documentSeries: 20,
      documentNumber: 20,
      documentRecord: 30,
      documentIssuedBy: 100,
      stateNumber: 12,
      bodyNumber: 30,
      makerModel: 100,
    });
  });

  it.each(Object.entries(TEXT_MAX_LENGTHS) as [TextLimit, number][])(
    '%s: %i characters pass, one more is too long',
    (_field, max) => {
      const rule = maxChars(max);
      expect(rule('A'.repeat(max))).toBeUndefined();
      expect(rule(` ${'A'.repeat(max)} `)).toBeUndefined();
      expect(rule('A'.repeat(max + 1))).toBe(TOO_LONG);
    },
  );
});

describe('maxChars', () => {
  const five = maxChars(5);

  it.each<[FieldValue, typeof TOO_LONG | undefined]>([
    ['', undefined],
    ['   ', undefined],
    [null, undefined],
    [undefined, undefined],
    ['abcde', undefined],
    ['  abcde  ', undefined], // what is sent is trimmed
    ['abcdef', TOO_LONG],
    ['ab cd e', TOO_LONG], // inner spaces count
    ['Київ1', undefined],
    ['Київ12', TOO_LONG],
    ['ab😀cd', undefined], // one character, though two UTF-16 units
    ['ab😀cde', TOO_LONG],
  ])('%p -> %p', (value, key) => {
    expect(five(value)).toBe(key);
  });
});

describe('textLength', () => {
  it.each([
    ['', 0],
    ['  Taras  ', 5],
    ['😀😀', 2],
  ])('%p has %i characters', (value, length) => {
    expect(textLength(value)).toBe(length);
  });
});
