import { randomOrderNumber } from './randomOrderNumber';

describe('randomOrderNumber', () => {
  it.each<[number, number]>([
    [0, 1_000_000_000],
    [0.5, 5_500_000_000],
    [0.9999999999999999, 9_999_999_999],
    [1, 9_999_999_999],
  ])('random %p -> %p', (random, number) => {
    expect(randomOrderNumber(() => random)).toBe(number);
  });

  it('gives whole numbers in range by default', () => {
    for (let i = 0; i < 100; i += 1) {
      const n = randomOrderNumber();
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(1_000_000_000);
      expect(n).toBeLessThanOrEqual(9_999_999_999);
    }
  });
});
