import { maskDateInput } from './DateInput';

describe('maskDateInput', () => {
  it.each([
    ['first digit', '', '3', '3'],
    ['second digit of the day adds the dot', '3', '31', '31.'],
    ['month digit', '31.', '31.0', '31.0'],
    ['second digit of the month adds the dot', '31.0', '31.01', '31.01.'],
    ['year digits', '31.01.202', '31.01.2026', '31.01.2026'],
    ['a fifth year digit is dropped', '31.01.2026', '31.01.20261', '31.01.2026'],
    ['a pasted run of digits', '', '31012026', '31.01.2026'],
    ['a pasted date with slashes', '', '31/01/2026', '31.01.2026'],
    ['a typed dot after one digit pads the day', '3', '3.', '03.'],
    ['a typed dot after one month digit pads the month', '03.1', '03.1.', '03.01.'],
    ['a third digit goes on to the month', '31', '312', '31.2'],
    ['letters are ignored', '31', '31a', '31.'],
    ['a second dot is ignored', '31.', '31..', '31.'],
    ['a leading dot is ignored', '', '.', ''],
  ])('%s', (_case, previous, next, shown) => {
    expect(maskDateInput(next, previous)).toBe(shown);
  });

  it.each([
    ['deleting the dot after the day', '31.', '31', '31'],
    ['deleting a day digit', '31', '3', '3'],
    ['deleting the dot after the month', '31.01.', '31.01', '31.01'],
    ['deleting everything', '3', '', ''],
  ])('%s keeps what is left', (_case, previous, next, shown) => {
    expect(maskDateInput(next, previous)).toBe(shown);
  });
});
