/** @jest-environment node */
import { localeRedirect } from './pages';

describe('the language of an address without a prefix', () => {
  it.each([
    ['/', 'locale=en', '/en'],
    ['/contract', 'locale=en', '/en/contract'],
    [
      '/easyPayCallBack?contract_id=4&orderId=GC1-1',
      'a=1; locale=en',
      '/en/easyPayCallBack?contract_id=4&orderId=GC1-1',
    ],
    ['/nowhere', 'locale=en', '/en/nowhere'],
    ['/contract', 'locale=uk', undefined],
    ['/contract', undefined, undefined],
    ['/contract', 'locale=de', undefined],
    ['/en/contract', 'locale=en', undefined],
    ['/en', 'locale=en', undefined],
  ])('%s with %p -> %p', (path, cookie, target) => {
    expect(localeRedirect(path, cookie)).toBe(target);
  });
});
