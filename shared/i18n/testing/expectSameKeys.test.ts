import { expectSameKeys, translationDifferences } from './expectSameKeys';

describe('expectSameKeys', () => {
  it('passes for the same key tree', () => {
    expect(() => expectSameKeys({ a: 'А', b: { c: 'В {{n}}' } }, { a: 'A', b: { c: 'C {{n}}' } })).not.toThrow();
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    ['a key only in uk', { a: 'А', b: 'Б' }, { a: 'A' }, 'missing in en: b'],
    ['a key only in en', { a: 'А' }, { a: 'A', extra: { deep: 'D' } }, 'missing in uk: extra.deep'],
    ['a branch in one and a text in the other', { a: { b: 'Б' } }, { a: 'A' }, 'missing in en: a.b'],
    ['an empty text', { a: '' }, { a: 'A' }, 'not a text in uk: a'],
    ['a value that is not text', { a: 'А' }, { a: 3 }, 'not a text in en: a'],
    [
      'a misspelt placeholder',
      { a: '© {{year}} {{company}}' },
      { a: '© {{year}} {{compnay}}' },
      'placeholders differ at a',
    ],
  ])('fails for %s', (_case, uk, en, problem) => {
    expect(translationDifferences(uk, en).join('\n')).toContain(problem);
    expect(() => expectSameKeys(uk, en)).toThrow(problem);
  });

  it('allows a text that leaves the values out (the English start-date message)', () => {
    expect(translationDifferences({ a: 'не пізніше ніж через {{maxDays}} днів' }, { a: 'Enter the date' })).toEqual([]);
  });
});
