import { validatePlainText } from './text';

describe('validatePlainText: a name as it prints, nothing hidden in it', () => {
  it.each([
    ['Київський РВ ГУ ДМС', undefined],
    ['4610', undefined],
    ['Mercedes-Benz', undefined],
    ["Land Rover Range Rover (L405) 'Vogue'", undefined],
    ['', undefined],
    ['Toyota\u0000', 'contract:validation.plainText'],
    ['Toy\nota', 'contract:validation.plainText'],
    ['\u0085Corolla', 'contract:validation.plainText'],
    ['Corolla\u202Eallorc', 'contract:validation.plainText'],
    ['\u2066Corolla\u2069', 'contract:validation.plainText'],
    ['Coro\u200Blla', 'contract:validation.plainText'],
    ['Corolla\uE000', 'contract:validation.plainText'],
  ])('%p -> %p', (value, key) => {
    expect(validatePlainText(value)).toBe(key);
  });
});
