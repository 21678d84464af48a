import { PAYMENT_PROVIDERS } from '../providers/providers';
import { CONTRACT_ID_PARAM, RETURN_PATHS, resolvePage } from './resolvePage';

describe('the page for an address (rules §2)', () => {
  it.each([
    ['/payment', '', { name: 'pay' }],
    ['/payment/', '', { name: 'pay' }],
    ['/paySuccess', '', { name: 'result' }],
    ['/paySuccess', '?provider=easypay', { name: 'result' }],
    ['/paySuccess', '?contract_id=41', { name: 'result' }],
    ['/success', '', { name: 'success' }],
    ['/fail', '?x=1', { name: 'fail' }],
    [
      '/easyPayCallBack',
      '?orderId=77&status=ok',
      { name: 'return', provider: 'easypay', params: { orderId: '77', status: 'ok' } },
    ],
    [
      '/easyPayCallBack',
      '?contract_id=41&orderId=GC00000041-1',
      { name: 'return', provider: 'easypay', params: { orderId: 'GC00000041-1' }, contractId: 41 },
    ],
    [
      '/portmoneCallBack',
      '?SHOPORDERNUMBER=1234567890&SHOPBILLID=55&RESULT=0',
      {
        name: 'return',
        provider: 'portmone',
        params: { SHOPORDERNUMBER: '1234567890', SHOPBILLID: '55', RESULT: '0' },
      },
    ],
    [
      '/portmoneCallBack',
      '?contract_id=41&SHOPORDERNUMBER=1234567890&SHOPBILLID=55&RESULT=0',
      {
        name: 'return',
        provider: 'portmone',
        params: { SHOPORDERNUMBER: '1234567890', SHOPBILLID: '55', RESULT: '0' },
        contractId: 41,
      },
    ],
    ['/easyPayCallBack', '', { name: 'return', provider: 'easypay', params: {} }],
    [
      '/paySuccess',
      '?provider=instalments&orderId=9&state=SUCCESS',
      { name: 'return', provider: 'instalments', params: { orderId: '9', state: 'SUCCESS' } },
    ],
    [
      '/paySuccess',
      '?provider=instalments&contract_id=41&orderId=9',
      { name: 'return', provider: 'instalments', params: { orderId: '9' }, contractId: 41 },
    ],
  ])('%s%s', (path, search, page) => {
    expect(resolvePage(path, search)).toEqual(page);
  });

  it.each(['', 'abc', '0', '-4', '4.5', '41x', '99999999999999999999'])(
    'takes a contract id of %p as none, and never as a provider parameter',
    (value) => {
      expect(resolvePage('/easyPayCallBack', `?orderId=1&${CONTRACT_ID_PARAM}=${value}`)).toEqual({
        name: 'return',
        provider: 'easypay',
        params: { orderId: '1' },
      });
    },
  );

  it.each(['/', '/contract', '/paysuccess', '/payment/extra'])('does not own %s', (path) => {
    expect(resolvePage(path, '')).toBeNull();
  });

  it('has a return point for each provider, the bank returning to the result page with its marker', () => {
    expect(Object.keys(RETURN_PATHS)).toEqual(PAYMENT_PROVIDERS);
    // These paths are registered with the providers (README.md): a new provider adds one, never moves these.
    expect(RETURN_PATHS).toMatchObject({
      easypay: '/easyPayCallBack',
      portmone: '/portmoneCallBack',
      instalments: '/paySuccess?provider=instalments',
    });
    expect(resolvePage('/paySuccess', RETURN_PATHS.instalments.split('?')[1] ?? '')).toEqual({
      name: 'return',
      provider: 'instalments',
      params: {},
    });
  });
});
