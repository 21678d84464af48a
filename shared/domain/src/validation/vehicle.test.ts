import {
  isStateNumber,
  normalizeBodyNumber,
  toStateNumber,
  normalizeStateNumber,
  validateBodyNumber,
  validateStateNumber,
  type ValidationKey,
} from '.';

describe('normalizeStateNumber', () => {
  it.each<[string, string]>([
    ['AA1234BB', 'AA1234BB'],
    ['аа 1234 вв', 'AA1234BB'],
    ['КА-1234-ХО', 'KA1234XO'],
    ['ві1234ст', 'BI1234CT'],
    ['ЕН 0001 МР', 'EH0001MP'],
    ['ab1234cd', 'AB1234CD'],
  ])('%p -> %p', (raw, normal) => {
    expect(normalizeStateNumber(raw)).toBe(normal);
  });
});

describe('validateStateNumber: AA1234AA with the 12 shared letters', () => {
  it.each<[string, ValidationKey | undefined]>([
    ['AA1234BB', undefined],
    ['аа1234вв', undefined],
    ['KA 1234 XO', undefined],
    ['', undefined],
    ['AA123BB', 'wrongStateNumber'],
    ['AA12345BB', 'wrongStateNumber'],
    ['AD1234BB', 'wrongStateNumber'], // D is not shared with Cyrillic
    ['ЖЖ1234ЖЖ', 'wrongStateNumber'],
    ['1234AABB', 'wrongStateNumber'],
    ['AAA234BB', 'wrongStateNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateStateNumber(value)).toBe(key);
  });
});

describe('a state number as a domain value', () => {
  it('is the one spelling of a valid number, and null for any other', () => {
    expect(toStateNumber('аа 1234-вв')).toBe('AA1234BB');
    expect(toStateNumber('AA123BB')).toBeNull();
  });

  it('is only what toStateNumber makes', () => {
    expect(isStateNumber('AA1234BB')).toBe(true);
    expect(isStateNumber('aa1234bb')).toBe(false);
    expect(isStateNumber(undefined)).toBe(false);
  });
});

describe('validateBodyNumber: 5 to 17 Latin letters or digits, a VIN without I, O, Q', () => {
  it.each<[string, ValidationKey | undefined]>([
    ['WVWZZZ1JZXW000001', undefined],
    ['wvwzzz1jzxw000001', undefined],
    ['AB123', undefined],
    ['IOQ12345', undefined], // short body numbers may hold I, O, Q
    ['', undefined],
    ['AB12', 'wrongBodyNumber'],
    ['WVWZZZ1JZXW0000012', 'wrongBodyNumber'],
    ['WVWZZZ1JZXW00000I', 'wrongBodyNumber'],
    ['WVWZZZ1JZXO000001', 'wrongBodyNumber'],
    ['QVWZZZ1JZXW000001', 'wrongBodyNumber'],
    ['ЖВ12345', 'wrongBodyNumber'],
    ['AB-12345', 'wrongBodyNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateBodyNumber(value)).toBe(key);
  });

  it('normalises to upper case without spaces', () => {
    expect(normalizeBodyNumber(' wvw zzz1 ')).toBe('WVWZZZ1');
  });
});
