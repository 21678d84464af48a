import { journeyEventOf, providersOf } from './journeyEvents';

const providers = providersOf([
  'POST /payment/easypay',
  'POST /payment/instalments',
  'GET /order/show',
  'POST /payment',
]);

describe('the journey events the gateway sees', () => {
  it('finds the providers of the allow-list', () => {
    expect([...providers]).toEqual(['easypay', 'instalments']);
  });

  it.each([
    ['GET', '/green/search', 200, { event: 'offer_searched' }],
    ['POST', '/green/save/draft', 201, { event: 'draft_saved' }],
    ['GET', '/sendCode', 200, { event: 'code_sent' }],
    ['POST', '/checkCode', 200, { event: 'signed' }],
    ['POST', '/loyalty/order', 200, { event: 'points_used' }],
    ['GET', '/order/show', 200, { event: 'document_fetched' }],
    ['POST', '/payment/cardlab', 200, { event: 'payment_started', provider: 'cardlab' }],
    ['POST', '/checkCode', 400, undefined],
    ['GET', '/number', 200, undefined],
  ])('%s %s answered %d is %j', (method, path, status, point) => {
    expect(journeyEventOf({ method, path, status }, providers)).toEqual(point);
  });

  it.each([
    ['easypay', 'PAID', { event: 'paid', provider: 'easypay' }],
    ['instalments', 'DECLINED', { event: 'declined', provider: 'instalments' }],
    ['+380501234567', 'PAID', { event: 'paid', provider: 'other' }],
    [7, 'DECLINED', { event: 'declined', provider: 'other' }],
    ['easypay', 'PENDING', undefined],
  ])('a confirmation with %j answered %s is %j', (provider, status, point) => {
    expect(
      journeyEventOf(
        { method: 'POST', path: '/confirmContractPayment', status: 200, confirmed: { provider, status } },
        providers,
      ),
    ).toEqual(point);
  });
});
