import { createApi } from '..';
import { ApiError, type ErrorKey } from '../errors';
import { ok, routeHttp, type Reply } from '../testing/routeAdapter';

async function keyOf(promise: Promise<unknown>): Promise<ErrorKey> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('sendCode', () => {
  it("counts a 2xx whose data is 'OK' as a failure (D4)", async () => {
    const { http } = routeHttp({ 'GET /sendCode': ok('OK') });
    expect(await keyOf(createApi({ http }).sendCode(5))).toBe('sendOTP');
  });

  it('reads 429 as too many attempts, with the wait', async () => {
    const { http } = routeHttp({ 'GET /sendCode': { status: 429, body: { message: 'Wait', retryAfterSeconds: 17 } } });
    await expect(createApi({ http }).sendCode(5)).rejects.toMatchObject({
      key: 'tooManyAttempts',
      retryAfterSeconds: 17,
    });
  });
});

describe('checkCode', () => {
  it.each<[string, Reply, unknown]>([
    ['right', ok('OK'), { ok: true }],
    ['wrong, with tries left', ok({ result: 'WRONG_CODE', attemptsLeft: 3 }), { ok: false, attemptsLeft: 3 }],
    ['wrong, without a count', ok({ result: 'WRONG_CODE' }), { ok: false }],
    ['anything else', ok('NO'), { ok: false }],
    ['an odd shape', ok(42), { ok: false }],
  ])('%s', async (_name, reply, result) => {
    const { http } = routeHttp({ 'POST /checkCode': reply });
    await expect(createApi({ http }).checkCode(5, '123456')).resolves.toEqual(result);
  });

  it.each<[string, ErrorKey]>([
    ['TOO_MANY_ATTEMPTS', 'codeAttemptsExhausted'],
    ['CODE_EXPIRED', 'codeExpired'],
  ])('410 %s -> %s', async (errorCode, key) => {
    const { http } = routeHttp({ 'POST /checkCode': { status: 410, body: { message: 'Gone', errorCode } } });
    expect(await keyOf(createApi({ http }).checkCode(5, '123456'))).toBe(key);
  });
});

describe('createPayment', () => {
  it.each(['easypay', 'portmone'] as const)('posts to /payment/%s without months', async (provider) => {
    const { http, requests } = routeHttp({ [`POST /payment/${provider}`]: ok({ url: 'http://pay.test' }) });
    await createApi({ http }).createPayment(provider, { contractId: 5, amount: 10, successUrl: 's', failUrl: 'f' });
    expect(requests[0]?.body).toEqual({ contract_id: 5, amount: 10, successUrl: 's', failUrl: 'f' });
  });
});

describe('getContractDocument', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 contract').buffer;

  it('returns the PDF', async () => {
    const { http, requests } = routeHttp({
      'GET /order/show': { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } },
    });
    const document = await createApi({ http }).getContractDocument(5);
    expect(new TextDecoder().decode(document.bytes)).toBe('%PDF-1.4 contract');
    expect(document.contentType).toBe('application/pdf');
    expect(requests[0]?.params).toEqual({ contract_id: 5 });
  });

  it.each<[string, Reply, ErrorKey]>([
    [
      'an answer that is no PDF',
      { status: 200, raw: new ArrayBuffer(2), headers: { 'content-type': 'text/html' } },
      'contractDocument',
    ],
    ['a 404 without a message', { status: 404, raw: new TextEncoder().encode('{}').buffer }, 'contractDocument'],
    [
      'a 409 with a message as bytes',
      { status: 409, raw: new TextEncoder().encode('{"message":"Not paid"}').buffer },
      'generic',
    ],
    ['a 500', { status: 500, raw: new ArrayBuffer(0) }, 'serverError'],
  ])('%s -> %s', async (_name, reply, key) => {
    const { http } = routeHttp({ 'GET /order/show': reply });
    expect(await keyOf(createApi({ http }).getContractDocument(5))).toBe(key);
  });
});

describe('loyalty order', () => {
  const order = { customerId: 'loyal-42', contractId: 5, paidByPoints: 100 };
  const answer = (fields: Record<string, unknown>): Reply => ({ status: 200, body: fields });

  it.each<[string, Reply, unknown]>([
    [
      'AUTH_FAILED_SECRET_REQUIRED',
      answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', data: { resendAfterSeconds: 60 } }),
      { resendAfterSeconds: 60 },
    ],
    ['errorCode 0', answer({ errorCode: 0, errorMessage: 'ok' }), {}],
    ["errorCode '0'", answer({ errorCode: '0' }), {}],
    ['no error fields', answer({ data: { resendAfterSeconds: 60 } }), { resendAfterSeconds: 60 }],
    ['null error fields', answer({ errorCode: null, errorMessage: null }), {}],
  ])('sending accepts %s', async (_name, reply, result) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    await expect(createApi({ http }).loyaltySendSecret(order)).resolves.toEqual(result);
  });

  it.each<[string, Reply]>([
    ['another errorCode', answer({ errorCode: 'ACCOUNT_LOCKED' })],
    ['AUTH_FAILED_INVALID_SECRET', answer({ errorCode: 'AUTH_FAILED_INVALID_SECRET' })],
    ['a message alone', answer({ errorMessage: 'Something failed' })],
  ])('sending refuses %s as pointsDefault', async (_name, reply) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    expect(await keyOf(createApi({ http }).loyaltySendSecret(order))).toBe('pointsDefault');
  });

  it.each<[string, Reply, ErrorKey]>([
    ['AUTH_FAILED_SECRET_REQUIRED', answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED' }), 'pointsInvalidSecret'],
    [
      'AUTH_FAILED_INVALID_SECRET',
      answer({ errorCode: 'AUTH_FAILED_INVALID_SECRET', errorMessage: 'Wrong' }),
      'pointsInvalidSecret',
    ],
    ['errorCode 0', answer({ errorCode: 0, data: { reserved: 100, amountToPay: 1683 } }), 'pointsDefault'],
    ['another errorCode', answer({ errorCode: 'ACCOUNT_LOCKED' }), 'pointsDefault'],
    [
      'a message alone',
      answer({ errorMessage: 'Failed', data: { reserved: 100, amountToPay: 1683 } }),
      'pointsDefault',
    ],
    ['no error fields but no data', answer({}), 'serverError'],
    ['error fields of the wrong type', answer({ errorCode: { a: 1 } }), 'serverError'],
  ])('checking refuses %s as %s', async (_name, reply, key) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    expect(await keyOf(createApi({ http }).loyaltyCheckSecret(order, '654321'))).toBe(key);
  });
});
