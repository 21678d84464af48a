import type { StateNumber } from '@greencard/domain';
import { attemptFor, createApi, newIdempotencyKey } from '..';
import { ApiError, type ErrorKey } from '../errors';
import { completeDraftInput } from '../testing/draftInput';
import type { InternalAxiosRequestConfig } from 'axios';
import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Api } from '../client';
import { ok, routeHttp, SMS_CHALLENGE, type Reply, type Route } from '../testing/routeAdapter';

async function keyOf(promise: Promise<unknown>): Promise<ErrorKey> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the proof of work before a message', () => {
  const proofOf = (config: InternalAxiosRequestConfig) =>
    JSON.parse(atob(String(config.headers.get('X-Sms-Proof')))) as { challenge: Challenge; solution: Solution };

  it.each([
    [
      'sendCode',
      'GET /sendCode',
      (api: Api) => api.sendCode(5),
      ok({ sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 }),
    ],
    [
      'loyaltySendSecret',
      'POST /loyalty/order',
      (api: Api) => api.loyaltySendSecret({ customerId: 'LC-1', contractId: 5, paidByPoints: 10 }),
      ok({}),
    ],
  ])('%s sends a solution the shop server accepts', async (_name, route, run, reply) => {
    let sent: { challenge: Challenge; solution: Solution } | undefined;
    const { http } = routeHttp({ [route]: (config) => ((sent = proofOf(config)), reply) });
    await run(createApi({ http }));
    expect(sent?.challenge).toEqual(SMS_CHALLENGE);
    // The key the test challenge was signed with (routeAdapter.ts): the server's check, run here.
    const checked = await verifySolution({
      ...(sent as { challenge: Challenge; solution: Solution }),
      deriveKey,
      hmacSignatureSecret: 'fixture-secret-of-the-tests',
    });
    expect(checked.verified).toBe(true);
  });

  it.each<[string, Reply, ErrorKey]>([
    ['a server that cannot issue one', { status: 503, body: { message: 'down' } }, 'serverError'],
    [
      'too many challenges asked for',
      { status: 429, body: { message: 'Too many attempts, try again later', retryAfterSeconds: 9 } },
      'tooManyAttempts',
    ],
    ['a challenge that is none', ok('nonsense'), 'sendOTP'],
    [
      'a challenge with no prefix to find',
      { status: 200, body: { parameters: { ...SMS_CHALLENGE.parameters, keyPrefix: '' } } },
      'sendOTP',
    ],
  ])('fails the call on %s, and asks for no message', async (_name, challenge, key) => {
    const { http, requests } = routeHttp({
      'GET /smsChallenge': challenge,
      'GET /sendCode': ok({ sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 }),
    });
    expect(await keyOf(createApi({ http }).sendCode(5))).toBe(key);
    expect(requests.map((r) => r.url)).toEqual(['/smsChallenge']);
  });
});

describe('sendCode', () => {
  it("counts a 2xx whose data is 'OK' as a failure (rules D4)", async () => {
    const { http } = routeHttp({ 'GET /sendCode': ok('OK') });
    expect(await keyOf(createApi({ http }).sendCode(5))).toBe('sendOTP');
  });

  it.each<[string, unknown, unknown]>([
    ['the minimal answer the spec allows: any data but OK', 'SENT', {}],
    ['an empty object', {}, {}],
    ['a number', 1, {}],
    [
      'the send time and the pause',
      { sentAt: '2024-03-10T10:00:00+02:00', resendAfterSeconds: 45 },
      { sentAt: '2024-03-10T10:00:00+02:00', resendAfterSeconds: 45 },
    ],
    [
      'a richer answer, whose fields of another shape are left out',
      { sentAt: 'soon', resendAfterSeconds: '30', channel: 'sms' },
      {},
    ],
  ])('counts %s as a code sent (rules D4)', async (_name, data, sent) => {
    const { http } = routeHttp({ 'GET /sendCode': ok(data) });
    await expect(createApi({ http }).sendCode(5)).resolves.toEqual(sent);
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

  it("takes any provider the payment step names, as one path segment of the insurer's", async () => {
    const { http, requests } = routeHttp({ 'POST /payment/cardlab': ok({ url: 'http://pay.test' }) });
    await createApi({ http }).createPayment('cardlab', { contractId: 5, amount: 10, successUrl: 's', failUrl: 'f' });
    expect(requests).toHaveLength(1);
    for (const name of ['../sign', 'easypay/x', 'easypay?x=1', '', 'EasyPay', '%2e%2e']) {
      await expect(
        createApi({ http }).createPayment(name, { contractId: 5, amount: 10, successUrl: 's', failUrl: 'f' }),
      ).rejects.toThrow("is not a payment provider's name");
    }
    expect(requests).toHaveLength(1);
  });
});

describe('confirmContractPayment', () => {
  const confirm = (http: ReturnType<typeof routeHttp>['http']) =>
    createApi({ http }).confirmContractPayment('easypay', 41, { orderId: 'GC00000041-1' });

  it('names the contract beside what came back to the return URL', async () => {
    const { http, requests } = routeHttp({
      'POST /confirmContractPayment': ok({ status: 'PENDING', contractNumber: 'GC00000041', contractId: 41 }),
    });
    await confirm(http);
    expect(requests[0]?.body).toEqual({ provider: 'easypay', contract_id: 41, params: { orderId: 'GC00000041-1' } });
  });

  it.each<[string, Reply, ErrorKey]>([
    [
      'the shop server refusing another session’s contract (403 NOT_YOUR_CONTRACT)',
      { status: 403, body: { message: 'Not your contract', errorCode: 'NOT_YOUR_CONTRACT' } },
      'sessionMismatch',
    ],
    [
      'a paid amount that does not cover the premium (409 AMOUNT_MISMATCH)',
      { status: 409, body: { message: 'Paid 1.00, due 1783.00', errorCode: 'AMOUNT_MISMATCH' } },
      'paymentMismatch',
    ],
    ['a payment of another contract (400)', { status: 400, body: { message: 'Unknown payment' } }, 'generic'],
    [
      'the shop server’s abuse limit (429)',
      { status: 429, body: { message: 'Slow down', retryAfterSeconds: 30 } },
      'tooManyAttempts',
    ],
  ])('%s -> %s', async (_name, reply, key) => {
    const { http } = routeHttp({ 'POST /confirmContractPayment': reply });
    expect(await keyOf(confirm(http))).toBe(key);
  });
});

describe('no call asks for a provider signature', () => {
  it('has no sign call: payments are settled by the insurer, never signed for a browser', () => {
    expect('sign' in createApi()).toBe(false);
  });
});

describe('getContractDocument', () => {
  const pdf = new TextEncoder().encode('%PDF-1.4 contract').buffer;

  it('returns the PDF', async () => {
    const { http, requests } = routeHttp({
      'GET /order/show': { status: 200, raw: pdf, headers: { 'content-type': 'application/pdf' } },
    });
    const document = await createApi({ http }).getContractDocument(5, 'en');
    expect(new TextDecoder().decode(document.bytes)).toBe('%PDF-1.4 contract');
    expect(document.contentType).toBe('application/pdf');
    expect(requests[0]?.params).toEqual({ contract_id: 5, lang: 'en' });
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
    ['error fields of the wrong type', answer({ errorCode: { a: 1 } }), 'serverError'],
  ])('checking refuses %s as %s', async (_name, reply, key) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    expect(await keyOf(createApi({ http }).loyaltyCheckSecret(order, '654321'))).toBe(key);
  });

  it.each<[string, Reply, unknown]>([
    ['the minimal answer the spec allows: no error fields, nothing else', answer({}), {}],
    [
      'null error fields and data of no known shape',
      answer({ errorCode: null, errorMessage: null, data: 'reserved' }),
      {},
    ],
    ['the figures', answer({ data: { reserved: 100, amountToPay: 1683 } }), { reserved: 100, amountToPay: 1683 }],
    [
      'a richer answer',
      answer({ data: { reserved: 100, amountToPay: 1683, cancelledPayments: 1, balance: 900 } }),
      { reserved: 100, amountToPay: 1683 },
    ],
  ])('checking accepts %s (rules §7)', async (_name, reply, result) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    await expect(createApi({ http }).loyaltyCheckSecret(order, '654321')).resolves.toEqual(result);
  });

  it('reads the shop server’s refusal of another session’s customer or contract as sessionMismatch', async () => {
    const { http } = routeHttp({
      'POST /loyalty/order': { status: 403, body: { message: 'Not yours', errorCode: 'NOT_YOUR_CONTRACT' } },
    });
    expect(await keyOf(createApi({ http }).loyaltySendSecret(order))).toBe('sessionMismatch');
  });
});

describe('loyalty release', () => {
  const release = { customerId: 'loyal-42', contractId: 5 };
  const answer = (fields: Record<string, unknown>): Reply => ({ status: 200, body: fields });

  it('asks for 0 points without a secret and returns what is reserved and due', async () => {
    const { http, requests } = routeHttp({
      'POST /loyalty/order': ok({ reserved: 0, amountToPay: 1783, cancelledPayments: 2 }),
    });
    await expect(createApi({ http }).loyaltyRelease(release)).resolves.toEqual({ reserved: 0, amountToPay: 1783 });
    expect(requests[0]?.body).toEqual({ customer_id: 'loyal-42', contract_id: 5, paidByPoints: 0 });
  });

  it('accepts an answer without cancelledPayments', async () => {
    const { http } = routeHttp({ 'POST /loyalty/order': ok({ reserved: 0, amountToPay: 1783 }) });
    await expect(createApi({ http }).loyaltyRelease(release)).resolves.toEqual({ reserved: 0, amountToPay: 1783 });
  });

  it.each<[string, Reply, ErrorKey]>([
    // Asking for 0 points must never be taken for "a secret was sent": that would leave the reservation in place.
    [
      'AUTH_FAILED_SECRET_REQUIRED',
      answer({ errorCode: 'AUTH_FAILED_SECRET_REQUIRED', data: { resendAfterSeconds: 60 } }),
      'pointsDefault',
    ],
    ['errorCode 0', answer({ errorCode: 0, data: { reserved: 0, amountToPay: 1783 } }), 'pointsDefault'],
    ['a message alone', answer({ errorMessage: 'Failed', data: { reserved: 0, amountToPay: 1783 } }), 'pointsDefault'],
    ['no error fields but no data', answer({}), 'serverError'],
    ['figures of the wrong type', ok({ reserved: '0', amountToPay: 1783 }), 'serverError'],
    ['too many requests (429)', { status: 429, body: { retryAfterSeconds: 20 } }, 'tooManyAttempts'],
    ['a contract that may not change its points (409)', { status: 409, body: {} }, 'pointsDefault'],
  ])('refuses %s as %s', async (_name, reply, key) => {
    const { http } = routeHttp({ 'POST /loyalty/order': reply });
    expect(await keyOf(createApi({ http }).loyaltyRelease(release))).toBe(key);
  });
});

describe('idempotency keys', () => {
  it("sends the attempt's key with a draft and a payment, and none without one", async () => {
    const seen: unknown[] = [];
    const keep = (answer: unknown) => (config: Parameters<Route>[0]) => {
      seen.push(config.headers.get('Idempotency-Key'));
      return ok(answer);
    };
    const { http } = routeHttp({
      'POST /green/save/draft': keep({ id: 1, number: 'GC1', date: '2026-11-23' }),
      'POST /payment/easypay': keep({ url: 'http://pay.test' }),
    });
    const api = createApi({ http });
    const payment = { contractId: 5, amount: 10, successUrl: 's', failUrl: 'f' };
    await api.createPayment('easypay', payment, { idempotencyKey: 'attempt-0123456789abcdef' });
    await api.createPayment('easypay', payment);
    await api.saveDraft(completeDraftInput(), { idempotencyKey: 'attempt-draft-0123456789' });
    expect(seen).toEqual(['attempt-0123456789abcdef', undefined, 'attempt-draft-0123456789']);
  });
});

describe('attempts', () => {
  it('keep their key for the same input and take a new one for another', () => {
    const first = attemptFor('a', undefined);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(attemptFor('a', first)).toBe(first);
    const other = attemptFor('b', first);
    expect(other.input).toBe('b');
    expect(other.key).not.toBe(first.key);
    expect(new Set(Array.from({ length: 50 }, () => newIdempotencyKey())).size).toBe(50);
  });
});

describe('findVehiclesByNumber (rules §3 "Vehicle-by-number result")', () => {
  const find = (data: unknown) =>
    createApi({ http: routeHttp({ 'GET /number': ok(data) }).http }).findVehiclesByNumber('AA1234BB' as StateNumber);

  it.each<[string, Record<string, unknown>]>([
    [
      'only the fields the spec names, the body number unknown',
      { bodyNumber: null, year: 2015, autoMaker: { id: 3, name: 'Volkswagen' }, modelText: 'Golf VII' },
    ],
    ['no field at all', {}],
    [
      'a richer answer, with the state number and more',
      { stateNumber: 'AA1234BB', bodyNumber: 'WVWZZZ1JZXW000001', engineVolume: 1598, autoType: 'A', colour: 'red' },
    ],
  ])('accepts %s', async (_name, vehicle) => {
    await expect(find([vehicle])).resolves.toEqual([vehicle]);
  });

  it('still refuses a field the spec names in another shape', async () => {
    expect(await keyOf(find([{ bodyNumber: 42 }]))).toBe('serverError');
  });
});
