import { validateCode, type ValidationKey } from '..';

describe('validateCode: six digits', () => {
  it.each<[string | null | undefined, ValidationKey | undefined]>([
    ['123456', undefined],
    [' 000000 ', undefined],
    ['', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    ['12345', 'codeFormat'],
    ['1234567', 'codeFormat'],
    ['12345a', 'codeFormat'],
    ['12 456', 'codeFormat'],
  ])('%p -> %p', (value, key) => {
    expect(validateCode(value)).toBe(key);
  });
});
