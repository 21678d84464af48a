import { maskPhone } from './maskPhone';

describe('maskPhone', () => {
  it.each([
    ['+380501234567', '+38050*****67'],
    ['+380 50 123 45 67', '+38050*****67'],
    ['+48-601-234-567', '+48601****67'],
    ['+4412345', '+44***45'],
    ['12345', '***45'],
    ['12', '**'],
    ['', ''],
  ])('%s is shown as %s', (phone, shown) => {
    expect(maskPhone(phone)).toBe(shown);
  });

  it('always hides at least three digits of a full number', () => {
    expect(maskPhone('+380501234567').match(/\*/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
