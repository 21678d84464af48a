import {
  inVehicleRegistry,
  isStateNumber,
  stateNumberKind,
  toStateNumber,
  normalizeStateNumber,
  validateStateNumber,
  type ValidationKey,
} from '..';

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
    ['12AB', 'wrongTransitNumber'],
    ['AAA234BB', 'wrongStateNumber'],
  ])('%p -> %p', (value, key) => {
    expect(validateStateNumber(value)).toBe(key);
  });
});

describe('every Ukrainian number a Green Card is sold for, each kind with its own rule and message', () => {
  it.each<[string, string | null, ValidationKey | undefined]>([
    // The standard since 2004, an electric vehicle's series with Y or Z.
    ['KA 7777 KA', 'KA7777KA', undefined],
    ['ВІ 0001 ХТ', 'BI0001XT', undefined],
    ['AA1234YB', 'AA1234YB', undefined],
    ['aa 1234 zx', 'AA1234ZX', undefined],
    ['AA1234BY', null, 'wrongStateNumber'],
    ['AAA234BB', null, 'wrongStateNumber'],
    ['AA123BB', null, 'wrongStateNumber'],
    // Individual numbers: 3 to 8 letters and digits, Latin or Ukrainian, never shaped like an issued one.
    ['BOSS', 'BOSS', undefined],
    ['kyiv 2026', 'KYIV2026', undefined],
    ['жук 777', 'ЖУК777', undefined],
    ['ЖУK777', 'ЖУК777', undefined],
    ['777ЖУК', '777ЖУК', undefined],
    ['1kozak', '1KOZAK', undefined],
    ['AK47', null, 'wrongStateNumber'],
    ['AA1234', null, 'wrongStateNumber'],
    ['777', null, 'wrongTransitNumber'],
    ['AB', null, 'wrongIndividualNumber'],
    ['BOSSBOSS1', null, 'wrongIndividualNumber'],
    ['ЖУКS', null, 'wrongIndividualNumber'],
    ['ЫЭЪ1', null, 'wrongIndividualNumber'],
    ['BOSS!', null, 'wrongIndividualNumber'],
    // The older formats still on the road: 1995 (five digits, two of the 12 letters) and before it.
    ['123-45 КА', '12345KA', undefined],
    ['12345ЖА', null, 'wrongNumberOf1995'],
    ['123456KA', null, 'wrongNumberOf1995'],
    ['а 1234 КИ', 'А1234КИ', undefined],
    ['A 1234 KA', 'A1234KA', undefined],
    ['Ы1234КИ', null, 'wrongNumberBefore1995'],
    ['A 12345 KA', null, 'wrongNumberBefore1995'],
    // Transit numbers: four digits, two of the 12 letters.
    ['1234 АХ', '1234AX', undefined],
    ['1234', null, 'wrongTransitNumber'],
    ['1234ДХ', null, 'wrongTransitNumber'],
  ])('%p is %p (%p)', (typed, number, key) => {
    expect(toStateNumber(typed)).toBe(number);
    expect(validateStateNumber(typed)).toBe(key);
  });

  it('names the kind each shape is meant to be', () => {
    expect(['AA1234BB', 'BOSS', '12345AA', 'А1234КИ', '1234AA'].map(stateNumberKind)).toEqual([
      'standard',
      'individual',
      'of1995',
      'before1995',
      'transit',
    ]);
  });

  it('asks the register of vehicles only for the numbers it keeps: the standard and individual ones', () => {
    const kept = ['AA1234BB', 'BOSS', 'ЖУК777'].map((n) => inVehicleRegistry(toStateNumber(n)!));
    const notKept = ['12345AA', 'А1234КИ', '1234AA'].map((n) => inVehicleRegistry(toStateNumber(n)!));
    expect([kept, notKept]).toEqual([
      [true, true, true],
      [false, false, false],
    ]);
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
