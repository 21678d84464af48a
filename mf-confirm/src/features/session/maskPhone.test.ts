import { toPhone, type Phone } from '@greencard/domain';
import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it.each([
    ['+380501234567', '+38050*****67'],
    ['+48601234567', '+48601****67'],
    ['+4412345678901', '+44123******01'],
  ])('%s is shown as %s', (phone, shown) => {
    expect(maskPhone(phone as Phone)).toBe(shown);
  });

  it.each(['+1234567890', '+380501234567', '+441234567890123'])('hides at least three digits of %s', (typed) => {
    const phone = toPhone(typed);
    expect(phone).not.toBeNull();
    expect(maskPhone(phone as Phone).match(/\*/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
