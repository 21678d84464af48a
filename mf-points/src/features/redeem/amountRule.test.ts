import { AMOUNT_PROBLEMS, validateAmount, type AmountProblem } from './amountRule';

const { amount, decimals, max } = AMOUNT_PROBLEMS;

describe('validateAmount (max 336)', () => {
  it.each<[string | number | null | undefined, AmountProblem | undefined]>([
    ['0', undefined],
    ['100', undefined],
    ['335.99', undefined],
    ['336', undefined],
    ['336.00', undefined],
    ['12,5', undefined],
    [120.5, undefined],
    ['', amount],
    ['  ', amount],
    [null, amount],
    [undefined, amount],
    ['abc', amount],
    ['-1', amount],
    ['336.01', max],
    ['1000', max],
    ['10.123', decimals],
    ['1000.123', decimals],
  ])('%p -> %p', (value, key) => {
    expect(validateAmount(value, 336)).toBe(key);
  });
});
