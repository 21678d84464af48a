import { validatePointsAmount, type ValidationKey } from '.';

describe('validatePointsAmount (max 336)', () => {
  it.each<[string | number | null | undefined, ValidationKey | undefined]>([
    ['0', undefined],
    ['100', undefined],
    ['335.99', undefined],
    ['336', undefined],
    ['336.00', undefined],
    ['12,5', undefined],
    [120.5, undefined],
    ['', 'pointsAmount'],
    ['  ', 'pointsAmount'],
    [null, 'pointsAmount'],
    [undefined, 'pointsAmount'],
    ['abc', 'pointsAmount'],
    ['-1', 'pointsAmount'],
    ['336.01', 'pointsMax'],
    ['1000', 'pointsMax'],
    ['10.123', 'pointsDecimals'],
    ['1000.123', 'pointsDecimals'],
  ])('%p -> %p', (value, key) => {
    expect(validatePointsAmount(value, 336)).toBe(key);
  });
});
