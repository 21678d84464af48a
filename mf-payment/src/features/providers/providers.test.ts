import routes from '../../../routes.json';
import step from '../../../step.json';
import { isPaymentProvider, PAYMENT_PROVIDERS, providerReturningTo, RETURN_PAGES, returnPageOf } from './providers';

describe("the payment step's providers", () => {
  it('are the three the shop offers, in that order', () => {
    expect(PAYMENT_PROVIDERS).toEqual(['easypay', 'portmone', 'instalments']);
    expect(isPaymentProvider('portmone')).toBe(true);
    expect(isPaymentProvider('toString')).toBe(false);
    expect(isPaymentProvider(undefined)).toBe(false);
  });

  it("each return to a provider-return page of routes.json, or to the result page (the bank's marker)", () => {
    expect(RETURN_PAGES).toEqual(['easypayReturn', 'portmoneReturn']);
    for (const page of RETURN_PAGES) {
      expect(routes.find((route) => route.page === page)).toMatchObject({ providerReturn: true });
      expect(returnPageOf(providerReturningTo(page) as 'easypay')).toBe(page);
    }
    const returnPages = routes.filter((route) => 'providerReturn' in route).map((route) => route.page);
    expect(returnPages).toEqual(RETURN_PAGES);
    expect(returnPageOf('instalments')).toBeUndefined();
    expect(providerReturningTo('result')).toBeUndefined();
  });

  it('each have their payment call in step.json, with the contract and return address checks', () => {
    const paymentCalls = step.calls.filter((call) => call.path.startsWith('/payment/'));
    expect(paymentCalls).toEqual(
      PAYMENT_PROVIDERS.map((provider) => ({ method: 'POST', path: `/payment/${provider}`, checks: ['contractInBody', 'returnUrls', 'idempotent'] })),
    );
  });
});
