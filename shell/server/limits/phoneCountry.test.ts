/** @jest-environment node */
import { callingCodeOf } from './smsSending';

describe('the calling code of a phone', () => {
  it.each([
    ['+380671112233', '380'],
    ['0671112233', '380'],
    ['+1 202 555 0143', '1'],
    ['+7 912 345 67 89', '7'],
    ['+44 20 7946 0958', '44'],
    ['0048 22 123 45 67', '48'],
    ['+27 21 123 4567', '27'],
    ['+98 21 1234 5678', '98'],
    ['+420 601 123 456', '420'],
    ['+359 2 123 4567', '359'],
    ['+216 71 123 456', '216'],
    ['+882 1234 5678', '882'],
  ])('%s is %s', (phone, code) => {
    expect(callingCodeOf(phone)).toBe(code);
  });

  it.each(['', 'none', '+0123456789', '12'])('%p has none', (phone) => {
    expect(callingCodeOf(phone)).toBeUndefined();
  });
});
