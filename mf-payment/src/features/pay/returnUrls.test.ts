import { returnUrls } from './returnUrls';

describe('return addresses given to the provider', () => {
  it.each<[Parameters<typeof returnUrls>[0], Parameters<typeof returnUrls>[2], string]>([
    ['easypay', 'uk', 'https://shop.example/easyPayCallBack'],
    ['easypay', 'en', 'https://shop.example/en/easyPayCallBack'],
    ['portmone', 'uk', 'https://shop.example/portmoneCallBack'],
    ['portmone', 'en', 'https://shop.example/en/portmoneCallBack'],
    ['instalments', 'uk', 'https://shop.example/paySuccess?provider=instalments'],
    ['instalments', 'en', 'https://shop.example/en/paySuccess?provider=instalments'],
  ])('%s in %s returns to %s', (provider, locale, url) => {
    expect(returnUrls(provider, 'https://shop.example', locale)).toEqual({ successUrl: url, failUrl: url });
  });
});
