import { isPhone, normalizePhone, toPhone } from '..';

describe('normalizePhone', () => {
  it.each<[string, string]>([
    ['+380 (67) 123-45-67', '+380671234567'],
    ['0671234567', '+380671234567'],
    ['067 123 45 67', '+380671234567'],
    ['380671234567', '+380671234567'],
    ['+48 601 234 567', '+48601234567'],
    ['0048601234567', '+48601234567'],
    ['12345', '12345'],
  ])('%p -> %p', (raw, normal) => {
    expect(normalizePhone(raw)).toBe(normal);
  });
});

// Which valid phone is foreign is the contract step's question (its rules), not the domain's.
describe('Ukrainian or foreign, else invalid', () => {
  it.each<[string, 'invalid' | undefined]>([
    ['+380671234567', undefined],
    ['0671234567', undefined],
    ['+48601234567', undefined],
    ['+12025550123', undefined],
    ['+441234567890123', undefined], // 15 digits
    ['+4412345678901234', 'invalid'], // 16 digits
    ['+123456789', 'invalid'], // 9 digits
    ['+38067123456', 'invalid'], // a short Ukrainian number is not foreign
    ['+3806712345678', 'invalid'],
    ['671234567', 'invalid'],
    ['+0123456789', 'invalid'],
    ['phone', 'invalid'],
  ])('%p -> %p', (typed, key) => {
    expect(toPhone(typed) === null).toBe(key !== undefined);
  });
});

describe('a phone as a domain value', () => {
  it('is the one spelling of what was typed', () => {
    expect(toPhone(' 067 123-45-67 ')).toBe('+380671234567');
    expect(toPhone('0048 601 234 567')).toBe('+48601234567');
  });

  it('is only what toPhone makes: a stored value in another spelling, or no phone, is not one', () => {
    expect(isPhone('+380671234567')).toBe(true);
    expect(isPhone('067 123 45 67')).toBe(false);
    expect(isPhone('+38067123456')).toBe(false);
    expect(isPhone(380671234567)).toBe(false);
  });
});
