import { codeDigits } from './codeDigits';

describe('codeDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 12a34 ', '1234'],
    ['1234567', '123456'],
    ['', ''],
  ])('%j keeps %j', (typed, kept) => {
    expect(codeDigits(typed)).toBe(kept);
  });
});
