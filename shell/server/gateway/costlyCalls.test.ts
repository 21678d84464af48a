/** @jest-environment node */
// Calls that cost the insurer (docs/shop-server.md, section 3), as the attacker made them: one signed contract
// opening 100 payments in a second with fresh idempotency keys, and a flood of policy downloads from one session.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../config';
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json' };
const LIMITS = readServerConfig({}, '/').costlyCalls;

describe('/api: payments opened and documents downloaded', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let next = 200;
  beforeEach(async () => {
    insurer = await fakeInsurer({
      'POST /green/save/draft': () => ({
        body: { data: { id: (next += 1), number: `GC${next}`, date: '2026-11-23' } },
      }),
      'POST /payment/easypay': { body: { data: { url: 'http://provider/pay' } } },
      'GET /order/show': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' },
    });
    shop = await shopServer(insurer.url);
  });
  afterEach(async () => {
    await shop.close();
    await insurer.close();
  });

  async function draft(cookie?: string) {
    const saved = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: {},
    });
    return { cookie: sessionCookieOf(saved), id: saved.json<{ data: { id: number } }>().data.id };
  }
  const pay = (cookie: string, contract_id: number) =>
    shop.inject({
      method: 'POST',
      url: '/api/payment/easypay',
      headers: { ...json, cookie, 'idempotency-key': randomBytes(16).toString('hex') },
      payload: {
        contract_id,
        amount: 1,
        successUrl: 'http://localhost/easyPayCallBack',
        failUrl: 'http://localhost/easyPayCallBack',
      },
    });
  const opened = () => insurer.received.filter((r) => r.url === '/payment/easypay').length;

  it('refuses the payments one contract opens past its limit, 100 asked for at once', async () => {
    const { cookie, id } = await draft();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(cookie, id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMITS.paymentsPerContract);
    expect(opened()).toBe(LIMITS.paymentsPerContract);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({ message: 'Too many attempts, try again later' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses the payments of one session over all its contracts past its limit', async () => {
    let { cookie, id } = await draft();
    const contracts = [id];
    for (let i = 0; i < 2; i++) {
      ({ cookie, id } = await draft(cookie));
      contracts.push(id);
    }
    const statuses: number[] = [];
    for (const contract of contracts)
      for (let i = 0; i < LIMITS.paymentsPerContract; i++) statuses.push((await pay(cookie, contract)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.paymentsPerSession);
    expect(opened()).toBe(LIMITS.paymentsPerSession);
  });

  it("refuses the downloads of one session past its limit, and not another buyer's", async () => {
    const flood = await draft();
    const answers = await Promise.all(
      Array.from({ length: LIMITS.documentsPerSession + 10 }, () =>
        shop.inject({
          method: 'GET',
          url: `/api/order/show?contract_id=${flood.id}&lang=uk`,
          headers: { cookie: flood.cookie },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(LIMITS.documentsPerSession);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(10);
    const other = await draft();
    const own = await shop.inject({
      method: 'GET',
      url: `/api/order/show?contract_id=${other.id}&lang=uk`,
      headers: { cookie: other.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it("limits a flood from many sessions and addresses per address and shop-wide: the insurer renders no more than the shop's minute", async () => {
    await shop.close();
    let clock = Date.now();
    shop = await shopServer(
      insurer.url,
      { costlyCalls: { ...LIMITS, documentsPerClient: 5, documentsPerMinute: 8 } },
      { now: () => clock },
    );
    const sessionAt = async (remoteAddress: string) => {
      const saved = await shop.inject({
        method: 'POST',
        url: '/api/green/save/draft',
        headers: json,
        payload: {},
        remoteAddress,
      });
      return { cookie: sessionCookieOf(saved), id: saved.json<{ data: { id: number } }>().data.id, remoteAddress };
    };
    const download = ({ cookie, id, remoteAddress }: Awaited<ReturnType<typeof sessionAt>>) =>
      shop.inject({ method: 'GET', url: `/api/order/show?contract_id=${id}`, headers: { cookie }, remoteAddress });
    const sessions = [];
    for (let address = 1; address <= 4; address++)
      for (let session = 0; session < 3; session++) sessions.push(await sessionAt(`10.12.0.${address}`));
    const rendered = () => insurer.received.filter((r) => r.url.startsWith('/order/show')).length;

    // One address's three sessions, two downloads each: the address stops at its five.
    const first = await Promise.all(sessions.slice(0, 3).flatMap((s) => [download(s), download(s)]));
    expect(first.filter((a) => a.statusCode === 200)).toHaveLength(5);
    // The next address's: the shop stops at its eight of the minute.
    const second = await Promise.all(sessions.slice(3, 6).flatMap((s) => [download(s), download(s)]));
    expect(second.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(rendered()).toBe(8);
    // The shop's minute is used up: no address gets another, whatever its own count.
    const more = await Promise.all(sessions.slice(6).flatMap((s) => [download(s), download(s), download(s)]));
    expect(more.every((a) => a.statusCode === 429)).toBe(true);
    expect(more[0]?.json()).toMatchObject({ message: 'Too many attempts, try again later' });
    expect(rendered()).toBe(8);
    // A minute later another buyer gets their policy.
    clock += 60_000;
    const buyer = await sessionAt('10.12.9.9');
    expect((await download(buyer)).statusCode).toBe(200);
  });
});
