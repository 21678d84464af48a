import type { StateNumber } from '@greencard/domain';
import { createApi, REQUEST_TIMEOUT_MS, type Api, type ErrorKey } from '.';
import { createHttp } from './calls/bindCalls';
import { ApiError } from './errors';
import { completeDraftInput } from './testing/draftInput';
import { ok, routeHttp, type RecordedRequest, type Reply } from './testing/routeAdapter';

const PRODUCTS = [
  { tariff: 11, discountedPayment: 1783, insurer: 'Sandbox', name: 'Green Card Europe' },
  { tariff: 12, discountedPayment: 1869 },
];
const VEHICLE = {
  stateNumber: 'AA1234BB',
  bodyNumber: 'WVWZZZ1JZXW000001',
  engineVolume: 1598,
  electricMotorPower: null,
  seatingCapacity: 5,
  grossWeight: 1800,
  curbWeight: 1300,
  autoMaker: { id: 3, name: 'Volkswagen' },
  autoModel: null,
  year: 2015,
  model: 'Golf',
  modelText: 'Golf VII',
  autoType: 'A',
};
const MODEL = { id: 31, name: 'Golf', autoMaker: { id: 3, name: 'Volkswagen' } };
const RECEIPT = {
  contractId: 5,
  number: 'GC-000005',
  state: 'EMITTED',
  premium: 1783,
  paidByPoints: 100,
  paidOnline: 1683,
  payedAt: '2024-03-10T12:00:00+02:00',
  policy: { number: 'UA/123', validFrom: '2024-03-12', validTo: '2024-04-11' },
};
const ORDER = { customerId: 'loyal-42', contractId: 5, paidByPoints: 100 };

interface CallCase {
  name: string;
  route: string;
  run: (api: Api) => Promise<unknown>;
  reply: Reply;
  result: unknown;
  request: Partial<RecordedRequest>;
  fallback: ErrorKey;
  /** Data no insurer may answer; undefined when any data is a success (the answer without an envelope is not). */
  malformed: unknown;
  /** A whole answer no insurer may give, for a call whose data may be anything. */
  malformedBody?: unknown;
}

const CALLS: CallCase[] = [
  {
    name: 'searchProducts',
    route: 'GET /green/search',
    run: (api) => api.searchProducts({ area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' }),
    reply: ok(PRODUCTS),
    result: PRODUCTS,
    request: { params: { area: 'EUROPE', type: 'A', period: 'ONE_MONTH', customerCategory: 'NATURAL' } },
    fallback: 'serverError',
    malformed: [{ tariff: 11 }],
  },
  {
    name: 'saveDraft',
    route: 'POST /green/save/draft',
    run: (api) => api.saveDraft(completeDraftInput()),
    reply: ok({ id: 5, number: 'GC-000005', date: '2024-03-10' }),
    result: { id: 5, number: 'GC-000005', date: '2024-03-10' },
    request: {
      body: expect.objectContaining({ tariff_id: 7, date_from: '2024-03-11', sourceInfo: 'shop.example.com' }),
    },
    fallback: 'draft',
    malformed: { id: 5, number: 'GC-000005', date: '10.03.2024' },
  },
  {
    name: 'changeStatus',
    route: 'PUT /green/change/status',
    run: (api) => api.changeStatus(5),
    reply: ok({ number: 'GC-000005' }),
    result: { number: 'GC-000005' },
    request: { body: { contract_id: 5, state: 'REQUEST' } },
    fallback: 'status',
    malformed: { number: 5 },
  },
  {
    name: 'sendCode',
    route: 'GET /sendCode',
    run: (api) => api.sendCode(5),
    reply: ok({ sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 }),
    result: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 30 },
    request: { params: { contract_id: 5 } },
    fallback: 'sendOTP',
    // Any data but 'OK' is a code sent (rules D4).
    malformed: undefined,
  },
  {
    name: 'checkCode',
    route: 'POST /checkCode',
    run: (api) => api.checkCode(5, '123456'),
    reply: ok('OK'),
    result: { ok: true },
    request: { body: { code: '123456', contract_id: 5 } },
    fallback: 'checkOTP',
    malformed: undefined, // any data but 'OK' is a wrong code, so only a missing envelope is malformed
  },
  {
    name: 'getServerTime',
    route: 'GET /serverTime',
    run: (api) => api.getServerTime(),
    reply: ok({ now: '2024-03-10T23:54:00+02:00', timeZone: 'Europe/Kyiv' }),
    result: { now: new Date('2024-03-10T21:54:00Z'), timeZone: 'Europe/Kyiv' },
    request: {},
    fallback: 'serverError',
    malformed: { now: 'soon', timeZone: 'Europe/Kyiv' },
  },
  {
    name: 'createPayment',
    route: 'POST /payment/instalments',
    run: (api) =>
      api.createPayment('instalments', { contractId: 5, amount: 1683, successUrl: '/ok', failUrl: '/fail', months: 6 }),
    reply: ok({ url: 'http://bank.test/pay/1' }),
    result: { url: 'http://bank.test/pay/1' },
    request: { body: { contract_id: 5, amount: 1683, successUrl: '/ok', failUrl: '/fail', months: 6 } },
    fallback: 'serverError',
    malformed: { href: 'x' },
  },
  {
    name: 'confirmContractPayment',
    route: 'POST /confirmContractPayment',
    run: (api) => api.confirmContractPayment('portmone', 5, { SHOPORDERNUMBER: '1234567890', RESULT: '0' }),
    reply: ok({ status: 'PAID', contractNumber: 'GC-000005', contractId: 5 }),
    result: { status: 'PAID', contractNumber: 'GC-000005', contractId: 5 },
    request: {
      body: { provider: 'portmone', contract_id: 5, params: { SHOPORDERNUMBER: '1234567890', RESULT: '0' } },
    },
    fallback: 'serverError',
    malformed: { status: 'MAYBE', contractNumber: 'GC-000005', contractId: 5 },
  },
  {
    name: 'getReceipt',
    route: 'GET /order/ewaShow',
    run: (api) => api.getReceipt(5),
    reply: ok(RECEIPT),
    result: RECEIPT,
    request: { params: { contract_id: 5 } },
    fallback: 'receipt',
    malformed: { ...RECEIPT, state: 'LOST' },
  },
  {
    name: 'findVehiclesByNumber',
    route: 'GET /number',
    run: (api) => api.findVehiclesByNumber('AA1234BB' as StateNumber),
    reply: ok([VEHICLE]),
    result: [VEHICLE],
    request: { params: { q: 'AA1234BB' } },
    fallback: 'serverError',
    malformed: [{ ...VEHICLE, year: '2015' }],
  },
  {
    name: 'searchModels',
    route: 'GET /model',
    run: (api) => api.searchModels('Gol'),
    reply: ok([MODEL]),
    result: [MODEL],
    request: { params: { q: 'Gol' } },
    fallback: 'serverError',
    malformed: [{ id: 31, name: 'Golf' }],
  },
  {
    name: 'searchPlaces',
    route: 'GET /place',
    run: (api) => api.searchPlaces('Ky'),
    reply: ok([{ id: 101, text: 'Kyiv, Kyiv' }]),
    result: [{ id: 101, text: 'Kyiv, Kyiv' }],
    request: { params: { country: 'UA', q: 'Ky' } },
    fallback: 'serverError',
    malformed: { id: 101, text: 'Kyiv' },
  },
  {
    name: 'loyaltyBalance',
    route: 'POST /loyalty/balance',
    run: (api) => api.loyaltyBalance('loyal-42', 5),
    reply: ok({ balance: 1000, redeemable: 534.9 }),
    result: { balance: 1000, redeemable: 534.9 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5 } },
    fallback: 'pointsDefault',
    malformed: { balance: '1000' },
  },
  {
    name: 'loyaltySendSecret',
    route: 'POST /loyalty/order',
    run: (api) => api.loyaltySendSecret(ORDER),
    reply: {
      status: 200,
      body: {
        errorCode: 'AUTH_FAILED_SECRET_REQUIRED',
        errorMessage: 'Secret sent',
        data: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 60 },
      },
    },
    result: { sentAt: '2024-03-10T12:00:00+02:00', resendAfterSeconds: 60 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 100 } },
    fallback: 'pointsDefault',
    malformed: { resendAfterSeconds: 'sixty' },
  },
  {
    name: 'loyaltyCheckSecret',
    route: 'POST /loyalty/order',
    run: (api) => api.loyaltyCheckSecret(ORDER, '654321'),
    reply: ok({ reserved: 100, amountToPay: 1683 }),
    result: { reserved: 100, amountToPay: 1683 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 100, secret: '654321' } },
    fallback: 'pointsDefault',
    // Any answer without error fields reserves the points (rules §7); error fields of no known shape are not one.
    malformed: undefined,
    malformedBody: { errorCode: { a: 1 } },
  },
  {
    name: 'loyaltyRelease',
    route: 'POST /loyalty/order',
    run: (api) => api.loyaltyRelease({ customerId: 'loyal-42', contractId: 5 }),
    reply: ok({ reserved: 0, amountToPay: 1783, cancelledPayments: 1 }),
    result: { reserved: 0, amountToPay: 1783 },
    request: { body: { customer_id: 'loyal-42', contract_id: 5, paidByPoints: 0 } },
    fallback: 'pointsDefault',
    malformed: { reserved: 0, amountToPay: 1783, cancelledPayments: 'one' },
  },
];

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('every call', () => {
  it.each(CALLS)('$name: sends its request and returns the checked answer', async (c) => {
    const { http, requests } = routeHttp({ [c.route]: c.reply });
    await expect(c.run(createApi({ http }))).resolves.toEqual(c.result);
    const [routeMethod, routePath] = c.route.split(' ');
    // A call that texts the buyer first fetches the challenge it solves (calls/smsProof.ts).
    const own = requests.filter((r) => r.url !== '/smsChallenge');
    expect(own).toEqual([expect.objectContaining({ method: routeMethod, url: routePath, ...c.request })]);
  });

  it.each(CALLS)('$name: a 2xx that fails its schema is serverError', async (c) => {
    const body = c.malformedBody ?? (c.malformed === undefined ? { result: 'no envelope' } : { data: c.malformed });
    const { http } = routeHttp({ [c.route]: { status: 200, body } });
    expect((await failure(c.run(createApi({ http })))).key).toBe('serverError');
  });

  it.each(CALLS)('$name: a body that is no JSON is serverError', async (c) => {
    const { http } = routeHttp({ [c.route]: { status: 200, raw: '<html>proxy page</html>' } });
    expect((await failure(c.run(createApi({ http })))).key).toBe('serverError');
  });

  it.each(CALLS)('$name: a 4xx without a message gives its catalogue key', async (c) => {
    const { http } = routeHttp({ [c.route]: { status: 404, body: {} } });
    expect(await failure(c.run(createApi({ http })))).toMatchObject({ key: c.fallback, status: 404 });
  });

  it.each(CALLS)('$name: a 5xx and a network failure are serverError', async (c) => {
    for (const reply of [{ status: 502 }, { fail: 'network' }] as Reply[]) {
      const { http } = routeHttp({ [c.route]: reply });
      expect((await failure(c.run(createApi({ http })))).key).toBe('serverError');
    }
  });

  it.each(CALLS)('$name: a 4xx with an insurer message goes through the message rules', async (c) => {
    const { http } = routeHttp({
      [c.route]: {
        status: 422,
        body: { message: 'Страховик відмовив у страхуванні особи. Зверніться до служби підтримки.' },
      },
    });
    expect(await failure(c.run(createApi({ http })))).toMatchObject({
      key: 'underwriting',
      notice: 'underwritingPerson',
      text: 'Страховик відмовив у страхуванні особи.',
    });
  });
});

describe('createApi and createHttp', () => {
  it('talks JSON to /api with a 20 s timeout by default', () => {
    const http = createHttp();
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(http.defaults.baseURL).toBe('/api');
    expect(http.defaults.timeout).toBe(20_000);
    expect(http.defaults.headers['Content-Type']).toBe('application/json');
    expect(http.defaults.headers.Accept).toBe('application/json');
  });

  it("builds the contract document address on the configured base URL, in the buyer's language", () => {
    expect(createApi().contractDocumentUrl(5)).toBe('/api/order/show?contract_id=5&lang=uk');
    expect(createApi({ baseURL: 'http://127.0.0.1:8090' }).contractDocumentUrl(7, 'en')).toBe(
      'http://127.0.0.1:8090/order/show?contract_id=7&lang=en',
    );
  });

  it('sends to a given instance’s own base URL unless told another', async () => {
    const { http, requests } = routeHttp(
      { 'GET /serverTime': ok({ now: '2024-03-10T23:54:00+02:00', timeZone: 'Europe/Kyiv' }) },
      'http://one.test',
    );
    await createApi({ http }).getServerTime();
    await createApi({ http, baseURL: 'http://two.test' }).getServerTime();
    expect(requests.map((r) => r.baseURL)).toEqual(['http://one.test', 'http://two.test']);
  });

  it('sends the draft in the configured reading', async () => {
    const { http, requests } = routeHttp({ 'POST /green/save/draft': ok({ id: 5, number: 'N', date: '2024-03-10' }) });
    await createApi({ http, draftDialect: 'camel' }).saveDraft(completeDraftInput());
    await createApi({ http }).saveDraft(completeDraftInput());
    expect(requests.map((r) => Object.keys(r.body as object).includes('tariffId'))).toEqual([true, false]);
  });

  it('sends a call again at once, the same request, when the shop server has just started the session, and only once', async () => {
    const answers: Reply[] = [
      { status: 425, body: { message: 'The session has started: send the call again', errorCode: 'SESSION_STARTED' } },
      ok({ id: 5, number: 'N', date: '2024-03-10' }),
    ];
    const { http, requests } = routeHttp({ 'POST /green/save/draft': () => answers.shift() as Reply });
    const key = 'draft-attempt-0123456789';
    expect(await createApi({ http }).saveDraft(completeDraftInput(), { idempotencyKey: key })).toMatchObject({ id: 5 });
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);

    const again = routeHttp({ 'POST /green/save/draft': { status: 425, body: { errorCode: 'SESSION_STARTED' } } });
    await failure(createApi({ http: again.http }).saveDraft(completeDraftInput(), { idempotencyKey: key }));
    expect(again.requests).toHaveLength(2);
    const other = routeHttp({ 'POST /green/save/draft': { status: 425, body: { message: 'Too early' } } });
    await failure(createApi({ http: other.http }).saveDraft(completeDraftInput(), { idempotencyKey: key }));
    expect(other.requests).toHaveLength(1);
  });

  it('uses an insurer’s own message rules', async () => {
    const { http } = routeHttp({ 'POST /green/save/draft': { status: 422, body: { message: 'Vehicle wanted' } } });
    const api = createApi({
      http,
      messageRules: { underwritingPhrases: { person: [], vehicle: ['Vehicle wanted'] }, hintPatterns: [] },
    });
    expect(await failure(api.saveDraft(completeDraftInput()))).toMatchObject({
      key: 'underwriting',
      notice: 'underwritingVehicle',
    });
  });
});
