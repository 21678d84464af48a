import { validatePlainText } from './text';

describe('validatePlainText: a name as it prints, nothing hidden in it', () => {
  it.each([
    ['Київський РВ ГУ ДМС', undefined],
    ['4610', undefined],
    ['Mercedes-Benz', undefined],
    ["Land Rover Range Rover (L405) 'Vogue'", undefined],
    ['', undefined],
    ['Toyota\u0000', 'plainText'],
    ['Toy\nota', 'plainText'],
    ['\u0085Corolla', 'plainText'],
    ['Corolla\u202Eallorc', 'plainText'],
    ['\u2066Corolla\u2069', 'plainText'],
    ['Coro\u200Blla', 'plainText'],
    ['Corolla\uE000', 'plainText'],
  ])('%p -> %p', (value, key) => {
    expect(validatePlainText(value)).toBe(key);
  });
});
