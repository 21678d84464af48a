import { canPayInInstalments, monthlyInstalment } from './instalments';

describe('canPayInInstalments: above 500 UAH, within the 300,000 UAH loan', () => {
  it.each<[number, boolean]>([
    [500, false],
    [499.99, false],
    [500.01, true],
    [12446, true],
    [300000, true],
    [300000.01, false],
    [0, false],
  ])('%p -> %p', (amount, allowed) => {
    expect(canPayInInstalments(amount)).toBe(allowed);
  });
});

describe('monthlyInstalment (annuity)', () => {
  it.each<[number, number, number, number]>([
    [1200, 12, 0, 100],
    [1000, 3, 0, 333.33],
    [10000, 12, 12, 888.49],
    [12446, 24, 48.31, 818.45],
    [1200, 12, 0.00001, 100],
  ])('%p over %p months at %p%% -> %p', (amount, months, rate, payment) => {
    expect(monthlyInstalment(amount, months, rate)).toBe(payment);
  });

  it.each<[number, number]>([
    [0, 10],
    [2.5, 10],
    [12, -1],
    [12, Number.NaN],
  ])('rejects months %p / rate %p', (months, rate) => {
    expect(() => monthlyInstalment(1000, months, rate)).toThrow(RangeError);
  });
});
