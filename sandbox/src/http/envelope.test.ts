// The envelope of every insurer call: COM-TOKEN (401 without or with a wrong one), 400 naming fields, 404 JSON,
// 413 for a body above the limit, and messages that never repeat the caller's input.
import { BODY_LIMIT_BYTES } from '../app';
import { snakeDraft } from '../testing/drafts';
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
  [
    'POST',
    '/payment/instalments',
    { contract_id: 1, amount: 1, successUrl: 'http://a/', failUrl: 'http://a/', months: 3 },
  ],
  ['POST', '/confirmContractPayment', { provider: 'easypay', contract_id: 1, params: { orderId: 'x' } }],
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
  it('answers 404 as JSON for an unknown path, without repeating it', async () => {
    const answer = await t.get('/no/such/<b>path</b>');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No such call' });
  });

  it('answers 400 for a URL that cannot be decoded, without repeating it', async () => {
    const answer = await t.get('/sandbox/easypay/pay/%E0%A4%A');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'The URL is not valid' });
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
    const answer = await t.request('POST', '/sign', {
      raw: JSON.stringify({ key: 'easypay', body: 'x' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['an unknown provider', { provider: 'paypal', contract_id: 1, params: {} }, 'provider'],
    ['no contract id', { provider: 'easypay', params: { orderId: 'GC00000001-1' } }, 'contract_id'],
    ['no params', { provider: 'easypay', contract_id: 1 }, 'params'],
    ['no order id', { provider: 'easypay', contract_id: 1, params: {} }, 'params.orderId'],
    [
      'no Portmone bill id',
      { provider: 'portmone', contract_id: 1, params: { SHOPORDERNUMBER: 'x' } },
      'params.SHOPBILLID',
    ],
  ])('confirmContractPayment answers 400 for %s', async (_what, body, field) => {
    const answer = await t.post('/confirmContractPayment', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe(field);
  });

  it.each(['/order/ewaShow', '/order/show', '/order/ewaShow?contract_id=0', '/sendCode?contract_id=1.5'])(
    'answers 400 for %s',
    async (path) => {
      const answer = await t.get(path);
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0].field).toBe('contract_id');
    },
  );

  it.each([
    '/sandbox/easypay/pay/GC00000000-1',
    '/sandbox/portmone/pay/GC00000000-1',
    '/sandbox/bank/pay/GC00000000-1',
  ])('answers 404 for the page of an unknown order %s', async (path) => {
    expect((await t.get(path, { token: null })).status).toBe(404);
  });

  it('answers 413 for a body above 64 KiB (a 1 MB draft), and still reads one just below', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const huge = await t.post('/green/save/draft', snakeDraft(today, { address: 'A'.repeat(1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The request body is too large' });
    const form = await t.request('POST', '/sandbox/easypay/pay/GC00000000-1', {
      form: { card: '4'.repeat(BODY_LIMIT_BYTES) },
      token: null,
    });
    expect(form.status).toBe(413);
    // The server is still there, and a body just under the limit is read and judged.
    const large = await t.post('/green/save/draft', snakeDraft(today, { note: 'A'.repeat(BODY_LIMIT_BYTES - 2048) }));
    expect(large.status).toBe(200);
  });

  it('never repeats the value it refuses in a message', async () => {
    const spoof = 'Your policy is void, call +380000000000';
    for (const body of [
      { code: { text: spoof }, contract_id: 1 },
      { code: '123456', contract_id: spoof },
      spoof,
      [spoof],
    ]) {
      const answer = await t.post('/checkCode', body);
      expect(answer.status).toBe(400);
      expect(answer.text).not.toContain('void');
    }
    const customer = await t.post('/loyalty/balance', { customer_id: spoof, contract_id: 1 });
    expect(customer.status).toBe(404);
    expect(customer.text).not.toContain('void');
    const contract = await t.get(`/getContractByEwaCode?code=${encodeURIComponent(spoof)}`);
    expect(contract.status).toBe(404);
    expect(contract.text).not.toContain('void');
  });

  it('lets the sandbox-only pages through without a token', async () => {
    expect((await t.get('/sandbox/outbox', { token: null })).status).toBe(200);
    expect((await t.get('/sandbox/outbox.json', { token: null })).status).toBe(200);
  });
});
