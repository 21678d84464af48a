import { resolvePage } from '../routing/resolvePage';
import { returnUrls } from './returnUrls';

describe('return addresses given to the provider', () => {
  it.each<[Parameters<typeof returnUrls>[0], Parameters<typeof returnUrls>[2], string]>([
    ['easypay', 'uk', 'https://shop.example/easyPayCallBack?contract_id=41'],
    ['easypay', 'en', 'https://shop.example/en/easyPayCallBack?contract_id=41'],
    ['portmone', 'uk', 'https://shop.example/portmoneCallBack?contract_id=41'],
    ['portmone', 'en', 'https://shop.example/en/portmoneCallBack?contract_id=41'],
    ['instalments', 'uk', 'https://shop.example/paySuccess?provider=instalments&contract_id=41'],
    ['instalments', 'en', 'https://shop.example/en/paySuccess?provider=instalments&contract_id=41'],
  ])('%s in %s returns to %s', (provider, locale, url) => {
    expect(returnUrls(provider, 'https://shop.example', locale, 41)).toEqual({ successUrl: url, failUrl: url });
  });

  it.each(['easypay', 'portmone', 'instalments'] as const)(
    '%s: the return page reads the contract back',
    (provider) => {
      const { successUrl } = returnUrls(provider, 'https://shop.example', 'en', 41);
      const url = new URL(successUrl);
      // What the provider appends comes after the shop's own field.
      expect(resolvePage(url.pathname.replace(/^\/en/, ''), `${url.search}&orderId=ORD-1`)).toEqual({
        name: 'return',
        provider,
        params: { orderId: 'ORD-1' },
        contractId: 41,
      });
    },
  );
});
