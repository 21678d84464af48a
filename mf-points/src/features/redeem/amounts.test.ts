import { additionalPayment, enteredPoints, maxRedeemablePoints, redeemableLimit } from './amounts';

describe('redeemableLimit', () => {
  it.each([
    // premium, balance, server redeemable, limit
    [1000, 5000, 300, 300], // 30% of the premium
    [1000, 120, 120, 120], // the balance is smaller than the share
    [1000, 5000, 1000, 300], // the server allows more than 30%: the shop's rule wins
    [1000, 100, 300, 100], // the server allows more than the balance
    [1000, 5000, 250, 250], // the server allows less: its answer wins
    [1783, 5000, 534.9, 534.9], // 30% of 1783 is 534.9
    [1173, 5000, 351.9, 351.9],
    [1234.56, 5000, 370.37, 370.36], // 370.368 floored, never rounded up past the share
    [1000, 0, 0, 0],
    [1000, 5000, -5, 0], // a negative answer redeems nothing
    [0, 5000, 0, 0],
  ])('premium %p, balance %p, server %p -> %p', (premium, balance, server, limit) => {
    expect(redeemableLimit(premium, balance, server)).toBe(limit);
  });
});

describe('enteredPoints', () => {
  it.each([
    ['100', 300, 100],
    [' 12,5 ', 300, 12.5],
    ['0', 300, 0],
    ['0.00', 300, 0],
    ['299.99', 300, 299.99],
    ['300', 300, 300],
  ])('%p (max %p) -> %p', (input, max, points) => {
    expect(enteredPoints(input, max)).toBe(points);
  });

  it.each([
    ['', 300],
    ['abc', 300],
    ['-1', 300],
    ['300.01', 300],
    ['1.234', 300],
  ])('%p (max %p) is no amount', (input, max) => {
    expect(enteredPoints(input, max)).toBeNull();
  });
});

describe('additionalPayment', () => {
  it.each([
    [1000, '300', 300, 700],
    [1783, '534.9', 534.9, 1248.1],
    [1000, '0', 300, 1000],
    [1000, '', 300, 1000],
    [1000, '301', 300, 1000], // over the limit: nothing is taken off
    [1000, '10.555', 300, 1000],
    [1000.1, '0.2', 300, 999.9], // no binary drift
  ])('premium %p less %p (max %p) = %p', (premium, input, max, rest) => {
    expect(additionalPayment(premium, input, max)).toBe(rest);
  });
});

describe('maxRedeemablePoints: the balance, at most 30% of the premium', () => {
  it.each<[number, number, number]>([
    [1120, 1000, 336],
    [1120, 100, 100],
    [1120, 336, 336],
    [12446, 1e6, 3733.8],
    [1783.33, 1e6, 534.99], // 534.999 rounds down, never above 30%
    [1000, 0, 0],
    [1000, -5, 0],
    [0, 500, 0],
    [1000, 12.345, 12.34],
  ])('premium %p, balance %p -> %p', (premium, balance, max) => {
    expect(maxRedeemablePoints(premium, balance)).toBe(max);
  });
});
