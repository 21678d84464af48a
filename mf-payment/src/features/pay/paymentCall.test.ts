/** @jest-environment node */
// node: the calls run on axios with a route table, as the api's own tests do.
import type { ErrorKey } from '@greencard/api';
import { clientOf, describeCalls, failure, ok, type Route } from '@greencard/api/testing';
import * as paymentCall from './paymentCall';
import { createPayment } from './paymentCall';

const PAYMENT = { contractId: 5, amount: 10, successUrl: 's', failUrl: 'f' };

describeCalls([
  {
    name: 'createPayment',
    route: 'POST /payment/instalments',
    run: (client) =>
      createPayment(client, 'instalments', {
        contractId: 5,
        amount: 1683,
        successUrl: '/ok',
        failUrl: '/fail',
        months: 6,
      }),
    reply: ok({ url: 'http://bank.test/pay/1' }),
    result: { url: 'http://bank.test/pay/1' },
    request: { body: { contract_id: 5, amount: 1683, successUrl: '/ok', failUrl: '/fail', months: 6 } },
    fallback: 'serverError',
    malformed: { href: 'x' },
  },
]);

describe('createPayment', () => {
  it.each(['easypay', 'portmone'] as const)('posts to /payment/%s without months', async (provider) => {
    const { client, requests } = clientOf({ [`POST /payment/${provider}`]: ok({ url: 'http://pay.test' }) });
    await createPayment(client, provider, PAYMENT);
    expect(requests[0]?.body).toEqual({ contract_id: 5, amount: 10, successUrl: 's', failUrl: 'f' });
  });

  it("takes any provider the payment step names, as one path segment of the insurer's", async () => {
    const { client, requests } = clientOf({ 'POST /payment/cardlab': ok({ url: 'http://pay.test' }) });
    await createPayment(client, 'cardlab', PAYMENT);
    expect(requests).toHaveLength(1);
    for (const name of ['../sign', 'easypay/x', 'easypay?x=1', '', 'EasyPay', '%2e%2e']) {
      await expect(createPayment(client, name, PAYMENT)).rejects.toThrow("is not a payment provider's name");
    }
    expect(requests).toHaveLength(1);
  });

  it("sends the attempt's key, and none without one", async () => {
    const seen: unknown[] = [];
    const keep: Route = (config) => {
      seen.push(config.headers.get('Idempotency-Key'));
      return ok({ url: 'http://pay.test' });
    };
    const { client } = clientOf({ 'POST /payment/easypay': keep });
    await createPayment(client, 'easypay', PAYMENT, { idempotencyKey: 'attempt-0123456789abcdef' });
    await createPayment(client, 'easypay', PAYMENT);
    expect(seen).toEqual(['attempt-0123456789abcdef', undefined]);
  });

  it.each<[string, number, ErrorKey]>([
    ['the shop server’s abuse limit', 429, 'tooManyAttempts'],
    ['a provider that is down', 502, 'serverError'],
  ])('reads %s as %s', async (_name, status, key) => {
    const { client } = clientOf({ 'POST /payment/easypay': { status, body: {} } });
    expect((await failure(createPayment(client, 'easypay', PAYMENT))).key).toBe(key);
  });
});

describe('no call asks for a provider signature', () => {
  it('has no sign call: payments are settled by the insurer, never signed for a browser', () => {
    expect(Object.keys(paymentCall).filter((name) => /sign/i.test(name))).toEqual([]);
  });
});
