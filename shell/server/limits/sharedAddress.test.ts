/** @jest-environment node */
// Buyers behind one address, as behind a mobile operator's shared address (docs/shop-server.md, section 3): a hundred
// buyers in an hour, arriving at random, each making every call of a journey as the page makes it (the first draft's
// 425 and its repeat, a code and now and then a resend, a loyalty secret for some, a payment, its confirmation, the
// policy in two languages), all from one address, with the limits a deployment runs by default. None is refused: the
// per-address limits leave the fine work to the per-session, per-phone and per-contract ones.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { fakeInsurer, loyaltyLink, sessionCookieOf, shopServer, smsProof } from '../testing';

const ADDRESS = '100.64.0.1';
const BUYERS = 100;
const HOUR_MS = 60 * 60_000;
const json = { 'content-type': 'application/json' };
const RETURN = 'http://localhost/easyPayCallBack';

/** The same arrivals every run (a seeded generator), at random over the hour. */
function arrivals(seed: number): number[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: BUYERS }, () => Math.floor(next() * HOUR_MS)).sort((a, b) => a - b);
}

describe('a hundred buyers an hour behind one address', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  const start = Date.parse('2026-12-01T08:00:00Z');
  beforeAll(async () => {
    // Only the clock moves: the insurer, fastify and the timeouts run on real timers.
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout', 'setInterval'],
    });
    jest.setSystemTime(start);
    let next = 1000;
    insurer = await fakeInsurer({
      'POST /green/save/draft': () => ({
        body: { data: { id: (next += 1), number: `GC${next}`, date: '2026-12-01' } },
      }),
      'PUT /green/change/status': { body: { data: { number: 'GC-REQUEST' } } },
      'GET /sendCode': { body: { data: { sentAt: 'now', resendAfterSeconds: 30 } } },
      'POST /loyalty/balance': { body: { data: { balance: 100, redeemable: 10 } } },
      'POST /loyalty/order': (body) =>
        (JSON.parse(body) as { secret?: string }).secret === undefined
          ? { body: { errorCode: 'AUTH_FAILED_SECRET_REQUIRED', data: {} } }
          : { body: { data: { reserved: 10, amountToPay: 90 } } },
      'POST /payment/easypay': { body: { data: { url: 'http://provider/pay' } } },
      'POST /confirmContractPayment': { body: { data: { status: 'PAID' } } },
      'GET /order/show': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' },
    });
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
    jest.useRealTimers();
  });

  it('all buy without a refusal', async () => {
    const refused: string[] = [];
    /** Each buyer's calls, at their offsets from the buyer's arrival, run in the order of the clock. */
    const steps: { at: number; buyer: number; run: () => Promise<void> }[] = [];
    arrivals(20261201).forEach((arrival, buyer) => {
      let cookie: string | undefined;
      let contract = 0;
      const customer = `LC-${9000 + buyer}`;
      const loyal = buyer % 10 === 0;
      const call = async (options: InjectOptions, what: string, accept = [200]) => {
        const answer: LightMyRequestResponse = await shop.inject({
          ...options,
          headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) },
          remoteAddress: ADDRESS,
        });
        if (answer.cookies.some((c) => c.name.endsWith('gc_session'))) cookie = sessionCookieOf(answer);
        if (!accept.includes(answer.statusCode))
          refused.push(`buyer ${buyer}, ${what}: ${answer.statusCode} ${answer.body}`);
        return answer;
      };
      const sendCode = async () => {
        const proof = await smsProof(shop, ADDRESS);
        await call({ method: 'GET', url: `/api/sendCode?contract_id=${contract}`, headers: proof }, 'code');
      };
      const draft = {
        method: 'POST' as const,
        url: '/api/green/save/draft',
        headers: { ...json, 'idempotency-key': `attempt-of-buyer-${buyer}-0001` },
      };
      const plan: [number, () => Promise<void>][] = [
        [
          0,
          async () =>
            void (loyal ? await call({ method: 'GET', url: loyaltyLink(customer) }, 'partner link', [302]) : undefined),
        ],
        [
          90_000,
          async () => {
            // The page's client: the call, the 425 that settles the session, the same call again.
            await call({ ...draft, payload: { phone: `+3806710${String(buyer).padStart(5, '0')}` } }, 'draft', [425]);
            const saved = await call(
              { ...draft, payload: { phone: `+3806710${String(buyer).padStart(5, '0')}` } },
              'draft',
            );
            contract = saved.json<{ data: { id: number } }>().data.id;
          },
        ],
        [
          92_000,
          async () =>
            void (await call(
              {
                method: 'PUT',
                url: '/api/green/change/status',
                headers: json,
                payload: { contract_id: contract, state: 'REQUEST' },
              },
              'status',
            )),
        ],
        [93_000, sendCode],
        // Every fifth buyer asks for the code again once the countdown ends.
        [130_000, async () => (buyer % 5 === 0 ? sendCode() : undefined)],
        [
          150_000,
          async () =>
            void (await call(
              {
                method: 'POST',
                url: '/api/checkCode',
                headers: json,
                payload: { contract_id: contract, code: '123456' },
              },
              'check',
            )),
        ],
        [
          170_000,
          async () => {
            if (!loyal) return;
            const body = { customer_id: customer, contract_id: contract };
            await call({ method: 'POST', url: '/api/loyalty/balance', headers: json, payload: body }, 'balance');
            const proof = await smsProof(shop, ADDRESS);
            await call(
              {
                method: 'POST',
                url: '/api/loyalty/order',
                headers: { ...json, ...proof },
                payload: { ...body, paidByPoints: 10 },
              },
              'secret',
            );
            await call(
              {
                method: 'POST',
                url: '/api/loyalty/order',
                headers: json,
                payload: { ...body, paidByPoints: 10, secret: '654321' },
              },
              'points',
            );
          },
        ],
        [
          200_000,
          async () =>
            void (await call(
              {
                method: 'POST',
                url: '/api/payment/easypay',
                headers: { ...json, 'idempotency-key': `payment-of-buyer-${buyer}-01` },
                payload: { contract_id: contract, successUrl: RETURN, failUrl: RETURN },
              },
              'payment',
            )),
        ],
        [
          260_000,
          async () =>
            void (await call(
              {
                method: 'POST',
                url: '/api/confirmContractPayment',
                headers: json,
                payload: { provider: 'easypay', contract_id: contract, params: { orderId: 'x' } },
              },
              'confirmation',
            )),
        ],
        [
          270_000,
          async () =>
            void (await call({ method: 'GET', url: `/api/order/show?contract_id=${contract}&lang=uk` }, 'policy')),
        ],
        [
          280_000,
          async () =>
            void (await call({ method: 'GET', url: `/api/order/show?contract_id=${contract}&lang=en` }, 'policy')),
        ],
      ];
      for (const [offset, run] of plan) steps.push({ at: arrival + offset, buyer, run });
    });
    steps.sort((a, b) => a.at - b.at || a.buyer - b.buyer);
    for (const step of steps) {
      jest.setSystemTime(start + step.at);
      await step.run();
    }
    expect(refused).toEqual([]);
    expect(insurer.received.filter((r) => r.url.startsWith('/sendCode'))).toHaveLength(BUYERS + BUYERS / 5);
  }, 120_000);
});
