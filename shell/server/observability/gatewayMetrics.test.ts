import type { StepCall } from '@greencard/step-contract';
import { TEST_REGISTRY } from '../../src/testing/stepRegistry';
import { journeyEventOf } from './gatewayMetrics';

const everyCall = Object.values(TEST_REGISTRY).flatMap((entry) => entry.calls);
const declared = (method: string, path: string): StepCall => {
  const call = everyCall.find((one) => one.method === method && one.path === path);
  if (!call) throw new Error(`no step declares ${method} ${path}`);
  return call;
};
/** The allow-list's calls, as the gateway holds them. */
const calls = everyCall.map((call) => ({ call }));

describe('the journey events the gateway sees', () => {
  it.each([
    ['GET', '/green/search', 200, { event: 'offer_searched' }],
    ['POST', '/green/save/draft', 201, { event: 'draft_saved' }],
    ['GET', '/sendCode', 200, { event: 'code_sent' }],
    ['POST', '/loyalty/order', 200, { event: 'points_used' }],
    ['GET', '/order/show', 200, { event: 'document_fetched' }],
    ['POST', '/payment/portmone', 200, { event: 'payment_started', provider: 'portmone' }],
    ['GET', '/sendCode', 429, undefined],
    ['GET', '/number', 200, undefined],
    ['GET', '/order/ewaShow', 200, undefined],
  ])('%s %s answered %d is %j', (method, path, status, point) => {
    expect(journeyEventOf({ call: declared(method, path), status }, calls)).toEqual(point);
  });

  it('names a payment by the provider its call declares', () => {
    const call: StepCall = { ...declared('POST', '/payment/easypay'), path: '/payment/cardlab', provider: 'cardlab' };
    expect(journeyEventOf({ call, status: 200 }, calls)).toEqual({ event: 'payment_started', provider: 'cardlab' });
  });

  it.each([
    [true, 200, { event: 'signed' }],
    [false, 200, undefined],
    [true, 400, undefined],
  ])('a code check whose code was right: %p, answered %d, is %j', (codeRight, status, point) => {
    expect(journeyEventOf({ call: declared('POST', '/checkCode'), status, codeRight }, calls)).toEqual(point);
  });

  it.each([
    ['easypay', 'PAID', { event: 'paid', provider: 'easypay' }],
    ['portmone', 'PAID', { event: 'paid', provider: 'portmone' }],
    ['instalments', 'DECLINED', { event: 'declined', provider: 'instalments' }],
    ['+380501234567', 'PAID', { event: 'paid', provider: 'other' }],
    [7, 'DECLINED', { event: 'declined', provider: 'other' }],
    ['easypay', 'PENDING', undefined],
  ])('a confirmation with %j answered %s is %j', (provider, status, point) => {
    expect(
      journeyEventOf(
        { call: declared('POST', '/confirmContractPayment'), status: 200, confirmed: { provider, status } },
        calls,
      ),
    ).toEqual(point);
  });
});
