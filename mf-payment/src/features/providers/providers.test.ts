import routes from '../../../routes.json';
import step from '../../../step.json';
import {
  isCardProvider,
  isPaymentProvider,
  PAYMENT_PROVIDERS,
  providerReturningTo,
  RETURN_PAGES,
  returnPageOf,
} from './providers';

describe("the payment step's providers", () => {
  // The table is the list (README.md, "Adding a payment provider"): these pin what a new row must not take away.
  it("keep the spec's two card providers, then the bank, each named as the insurer's path segment", () => {
    expect(PAYMENT_PROVIDERS.filter((provider) => ['easypay', 'portmone', 'instalments'].includes(provider))).toEqual([
      'easypay',
      'portmone',
      'instalments',
    ]);
    expect(PAYMENT_PROVIDERS.filter((provider) => !isCardProvider(provider))).toEqual(['instalments']);
    for (const provider of PAYMENT_PROVIDERS) {
      expect(provider).toMatch(/^[a-z0-9_-]+$/);
      expect(isPaymentProvider(provider)).toBe(true);
    }
    expect(isPaymentProvider('toString')).toBe(false);
    expect(isPaymentProvider(undefined)).toBe(false);
  });

  it("each return to a provider-return page of routes.json, or to the result page (the bank's marker)", () => {
    expect(RETURN_PAGES).toEqual(PAYMENT_PROVIDERS.filter(isCardProvider).map(returnPageOf));
    expect(RETURN_PAGES).toEqual(expect.arrayContaining(['easypayReturn', 'portmoneReturn']));
    for (const page of RETURN_PAGES) {
      expect(routes.find((route) => route.page === page)).toMatchObject({ providerReturn: true });
      expect(returnPageOf(providerReturningTo(page) as 'easypay')).toBe(page);
    }
    const returnPages = routes.filter((route) => 'providerReturn' in route).map((route) => route.page);
    expect(returnPages).toEqual(RETURN_PAGES);
    expect(returnPageOf('instalments')).toBeUndefined();
    expect(providerReturningTo('result')).toBeUndefined();
  });

  it('each have their payment call in step.json: its contract, its return addresses, counted as a payment', () => {
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    const paymentCalls = step.calls.filter((call) => call.path.startsWith('/payment/'));
    expect(paymentCalls.sort(byPath)).toEqual(
      [...PAYMENT_PROVIDERS].sort().map((provider): unknown =>
        expect.objectContaining({
          method: 'POST',
          path: `/payment/${provider}`,
          params: expect.objectContaining({
            contract_id: 'contractId',
            successUrl: 'returnAddress',
            failUrl: 'returnAddress',
          }),
          costs: 'payment',
          event: 'payment_started',
          provider,
          idempotent: true,
        }),
      ),
    );
  });
});
