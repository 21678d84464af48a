import { stepPosition } from './StepIndicator';

describe('stepPosition', () => {
  it.each([
    [0, 4, '1/4'],
    [1, 4, '2/4'],
    [4, 5, '5/5'],
  ])('step index %i of %i reads %s', (index, total, expected) => {
    expect(stepPosition(index, total)).toBe(expected);
  });
});
