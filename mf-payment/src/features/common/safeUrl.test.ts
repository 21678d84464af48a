import { isHttpUrl } from './safeUrl';

describe('addresses from the insurer', () => {
  it.each([
    ['https://pay.example/checkout/1', true],
    ['http://127.0.0.1:8090/sandbox/easypay/pay/7', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['/sandbox/easypay/pay/7', false],
    ['', false],
  ])('%p is followed: %p', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});
