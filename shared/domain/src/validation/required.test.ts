import { VALIDATION_KEYS, required, type ValidationKey } from '..';

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

describe('validation keys', () => {
  it('lists every validation key once', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS).toHaveLength(8);
  });
});
