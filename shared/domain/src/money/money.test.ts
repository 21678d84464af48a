import { formatPrice, roundMoney } from '../index';

describe('formatPrice', () => {
  // Written with plain spaces for reading; every space of a formatted amount is a no-break space.
  const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

  it.each<[number, string]>([
    [12446, '12 446.00 UAH'],
    [1120.5, '1 120.50 UAH'],
    [0, '0.00 UAH'],
    [999, '999.00 UAH'],
    [1000, '1 000.00 UAH'],
    [300000, '300 000.00 UAH'],
    [1234567.891, '1 234 567.89 UAH'],
    [1.005, '1.01 UAH'],
    [0.1 + 0.2, '0.30 UAH'],
    [-1120.5, '-1 120.50 UAH'],
    [-0.001, '0.00 UAH'],
  ])('%p -> %p', (amount, text) => {
    expect(formatPrice(amount)).toBe(nbsp(text));
  });

  it('never breaks inside an amount: its spaces are no-break spaces only', () => {
    expect(formatPrice(1234567)).not.toMatch(/ /);
    expect(formatPrice(1234567).match(/\u00a0/g)).toHaveLength(3);
  });
});

describe('roundMoney', () => {
  it.each<[number, number]>([
    [1.005, 1.01],
    [2.675, 2.68],
    [336.00000000000006, 336],
    [-1.005, -1.01],
    [10, 10],
    [0.999, 1],
    // Found by agreement/ against the sandbox insurer: a remainder below 1e-6 rounded to NaN.
    [1e-7, 0],
    [5e-324, 0],
    [1783 - 1782.9999999, 0],
  ])('%p -> %p', (n, rounded) => {
    expect(roundMoney(n)).toBe(rounded);
  });

  it('rejects what is not a number', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
  });
});
