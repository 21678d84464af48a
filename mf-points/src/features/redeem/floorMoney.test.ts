import { floorMoney } from './floorMoney';

describe('floorMoney', () => {
  it.each<[number, number]>([
    [1.005, 1],
    [2.675, 2.67],
    [336.00000000000006, 336],
    [-1.005, -1.01],
    [10, 10],
    [0.999, 0.99],
    [0.29, 0.29], // 0.29 * 100 is 28.999999999999996
    // Remainders of a float subtraction, below 1e-6.
    [1e-7, 0],
    [5e-324, 0],
    [1783 - 1782.9999999, 0],
  ])('%p -> %p', (n, floored) => {
    expect(floorMoney(n)).toBe(floored);
  });

  it('rejects what is not a number', () => {
    expect(() => floorMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
