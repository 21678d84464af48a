import { isPhone, isUkrainianPhone, normalizePhone, toPhone } from '..';

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

describe('Ukrainian, foreign or invalid', () => {
  it.each<[string, boolean, boolean, 'invalid' | undefined]>([
    ['+380671234567', true, false, undefined],
    ['0671234567', true, false, undefined],
    ['+48601234567', false, true, undefined],
    ['+12025550123', false, true, undefined],
    ['+441234567890123', false, true, undefined], // 15 digits
    ['+4412345678901234', false, false, 'invalid'], // 16 digits
    ['+123456789', false, false, 'invalid'], // 9 digits
    ['+38067123456', false, false, 'invalid'], // a short Ukrainian number is not foreign
    ['+3806712345678', false, false, 'invalid'],
    ['671234567', false, false, 'invalid'],
    ['+0123456789', false, false, 'invalid'],
    ['phone', false, false, 'invalid'],
  ])('%p: ua %p, foreign %p -> %p', (typed, ua, foreign, key) => {
    const phone = toPhone(typed);
    expect(phone !== null && isUkrainianPhone(phone)).toBe(ua);
    expect(phone !== null && !isUkrainianPhone(phone)).toBe(foreign);
    expect(phone === null).toBe(key !== undefined);
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
