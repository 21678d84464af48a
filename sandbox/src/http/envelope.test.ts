// The envelope of every insurer call: COM-TOKEN (401 without or with a wrong one), 400 naming fields, 404 JSON.
import { startSandbox, type TestSandbox } from '../testing/harness';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

// Every insurer call of docs/insurer-api.md, with a request that is valid apart from the token.
const CALLS: Array<[string, string, unknown?]> = [
  ['GET', '/company'],
  ['GET', '/company/logo/7'],
  ['GET', '/green/search?area=EUROPE&type=A&period=YEAR&customerCategory=NATURAL'],
  ['POST', '/green/save/draft', { tariff_id: 12031 }],
  ['PUT', '/green/change/status', { contract_id: 1, state: 'REQUEST' }],
  ['GET', '/sendCode?contract_id=1'],
  ['POST', '/checkCode', { code: '123456', contract_id: 1 }],
  ['GET', '/serverTime'],
  ['POST', '/sign', { key: 'easypay', body: '{}' }],
  ['POST', '/payment/easypay', { contract_id: 1, amount: 1, successUrl: 'http://a/', failUrl: 'http://a/' }],
  ['POST', '/payment/portmone', { contract_id: 1, amount: 1, successUrl: 'http://a/', failUrl: 'http://a/' }],
  ['POST', '/payment/instalments', { contract_id: 1, amount: 1, successUrl: 'http://a/', failUrl: 'http://a/', months: 3 }],
  ['POST', '/confirmContractPayment', { provider: 'easypay', params: { orderId: 'x' } }],
  ['GET', '/order/show?contract_id=1'],
  ['GET', '/order/ewaShow?contract_id=1'],
  ['GET', '/getContractByEwaCode?code=GC00000001'],
  ['GET', '/number?q=AA1234AA'],
  ['GET', '/model?q=golf'],
  ['GET', '/place?country=UA&q=kyiv'],
  ['POST', '/loyalty/balance', { customer_id: 'LC-1001', contract_id: 1 }],
  ['POST', '/loyalty/order', { customer_id: 'LC-1001', contract_id: 1, paidByPoints: 1 }],
];

describe.each(CALLS)('%s %s', (method, path, body) => {
  it('answers 401 without COM-TOKEN', async () => {
    const answer = await t.request(method, path, { body, token: null });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid partner token' });
  });

  it('answers 401 with a wrong COM-TOKEN', async () => {
    const answer = await t.request(method, path, { body, token: 'not-the-token' });
    expect(answer.status).toBe(401);
  });
});

describe('failures', () => {
  it('answers 404 as JSON for an unknown path', async () => {
    const answer = await t.get('/no/such/call');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('/no/such/call');
  });

  it('answers 400 for a body that is not JSON, without a stack trace', async () => {
    const answer = await t.request('POST', '/checkCode', { raw: '{"code": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The body is not valid JSON' });
  });

  it('names every bad field of a body by its wire name', async () => {
    const answer = await t.post('/checkCode', { contract_id: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'code', message: 'is required' },
      { field: 'contract_id', message: 'must be a positive whole number' },
    ]);
    expect(answer.body.message).toBe('code: is required; contract_id: must be a positive whole number');
    expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reads JSON sent with a charset parameter', async () => {
    const answer = await t.request('POST', '/sign', { raw: JSON.stringify({ key: 'easypay', body: 'x' }), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['an unknown provider', { provider: 'paypal', params: {} }, 'provider'],
    ['no params', { provider: 'easypay' }, 'params'],
    ['no order id', { provider: 'easypay', params: {} }, 'params.orderId'],
    ['no Portmone bill id', { provider: 'portmone', params: { SHOPORDERNUMBER: 'x' } }, 'params.SHOPBILLID'],
  ])('confirmContractPayment answers 400 for %s', async (_what, body, field) => {
    const answer = await t.post('/confirmContractPayment', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe(field);
  });

  it.each(['/order/ewaShow', '/order/show', '/order/ewaShow?contract_id=0', '/sendCode?contract_id=1.5'])('answers 400 for %s', async (path) => {
    const answer = await t.get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('contract_id');
  });

  it.each(['/sandbox/easypay/pay/GC00000000-1', '/sandbox/portmone/pay/GC00000000-1', '/sandbox/bank/pay/GC00000000-1'])(
    'answers 404 for the page of an unknown order %s',
    async (path) => {
      expect((await t.get(path, { token: null })).status).toBe(404);
    },
  );

  it('lets the sandbox-only pages through without a token', async () => {
    expect((await t.get('/sandbox/outbox', { token: null })).status).toBe(200);
    expect((await t.get('/sandbox/outbox.json', { token: null })).status).toBe(200);
  });
});
