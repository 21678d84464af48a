import { VALIDATION_KEYS, composeRules, latinName, required, validatePhone, type ValidationKey } from '.';

describe('required', () => {
  it.each<[unknown, ValidationKey | undefined]>([
    ['x', undefined],
    [0, undefined],
    [true, undefined],
    [['a'], undefined],
    [{ id: 1 }, undefined],
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [false, 'required'],
    [Number.NaN, 'required'],
    [[], 'required'],
  ])('%p -> %p', (value, key) => {
    expect(required(value)).toBe(key);
  });
});

describe('composeRules', () => {
  const nameRule = composeRules<string | undefined>(required, latinName);

  it.each<[string | undefined, ValidationKey | undefined]>([
    [undefined, 'required'],
    ['Тарас', 'onlyLatin'],
    ['Taras', undefined],
  ])('required + latinName: %p -> %p', (value, key) => {
    expect(nameRule(value)).toBe(key);
  });

  it('returns the first failure only', () => {
    expect(composeRules<string>(validatePhone, required)('bad')).toBe('phoneInvalid');
    expect(composeRules<string>()('anything')).toBeUndefined();
  });

  it('lists every validation key once', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS).toHaveLength(21);
  });
});
