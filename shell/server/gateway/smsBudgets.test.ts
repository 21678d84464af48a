/** @jest-environment node */
// The SMS budgets at the gateway (docs/shop-server.md, section 3): what one session asks for a phone does not use up
// that phone for another session, a foreign country and the whole shop have budgets of their own, the ceiling says so
// to the buyer (503 SMS_PAUSED) and to operations (shop_sms_total), and a message the insurer did not send is given back.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createShopMetrics, type ShopMetrics } from '../observability/metrics';
import type { SmsBudgets } from '../limits/smsBudget';
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json' };
const VICTIM = '+380671112233';
const GENEROUS: SmsBudgets = { perSessionPhone: 100, perSession: 100, perClient: 100, perCountry: 100, perHour: 100 };

/** An insurer that numbers its drafts and texts codes; `sendCode` may be replaced by the test. */
async function draftingInsurer(sendCode: () => { status?: number; body?: unknown } = () => ({ body: { data: { sentAt: 'now', resendAfterSeconds: 30 } } })) {
  let next = 100;
  return fakeInsurer({
    'POST /green/save/draft': () => {
      next += 1;
      return { body: { data: { id: next, number: `GC${next}`, date: '2026-11-23' } } };
    },
    'GET /sendCode': sendCode,
  });
}

describe('/api: the SMS budgets', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let metrics: ShopMetrics;

  async function start(budgets: Partial<SmsBudgets>, sendCode?: Parameters<typeof draftingInsurer>[0]) {
    insurer = await draftingInsurer(sendCode);
    metrics = createShopMetrics();
    shop = await shopServer(insurer.url, { smsBudgets: { ...GENEROUS, ...budgets } }, { metrics });
  }
  afterEach(async () => {
    await shop.close();
    await insurer.close();
  });

  /** A browser: its cookie follows the answers, as a browser's does. */
  function browser(remoteAddress = '10.0.0.1') {
    let cookie: string | undefined;
    const keep = (answer: LightMyRequestResponse) => {
      if (answer.cookies.some((c) => c.name.endsWith('gc_session'))) cookie = sessionCookieOf(answer);
      return answer;
    };
    return {
      async draft(phone: string): Promise<number> {
        const answer = keep(await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: { ...json, ...(cookie ? { cookie } : {}) }, payload: { phone }, remoteAddress }));
        expect(answer.statusCode).toBe(200);
        return answer.json().data.id;
      },
      async sendCode(contractId: number) {
        return keep(await shop.inject({ method: 'GET', url: `/api/sendCode?contract_id=${contractId}`, headers: cookie ? { cookie } : {}, remoteAddress }));
      },
    };
  }

  const sent = () => insurer.received.filter((r) => r.url.startsWith('/sendCode'));

  it("lets a stranger's session text someone else's phone only so often, and the phone's owner still gets a code", async () => {
    await start({ perSessionPhone: 3 });
    const stranger = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await stranger.sendCode(await stranger.draft(VICTIM))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await stranger.sendCode(await stranger.draft(VICTIM));
    expect(refused.json()).toMatchObject({ errorCode: 'SMS_BUDGET', message: 'Too many SMS, try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(sent()).toHaveLength(3);

    // The owner, in a browser of their own (from the same address even), gets their code.
    const owner = browser();
    expect((await owner.sendCode(await owner.draft(VICTIM))).statusCode).toBe(200);
    // The insurer is told whose session asks (a keyed name), so it can count its own per-phone limit per session.
    const [first, ...others] = sent().map((r) => r.headers['x-buyer-session']);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(others.slice(0, 2)).toEqual([first, first]);
    expect(others.at(-1)).not.toBe(first);
  });

  it('limits a client address over all its sessions, and a foreign country over all its senders', async () => {
    await start({ perClient: 2, perCountry: 1 });
    for (const expected of [200, 200, 429]) {
      const buyer = browser('10.0.0.7');
      expect((await buyer.sendCode(await buyer.draft(VICTIM))).statusCode).toBe(expected);
    }
    const abroad = browser('10.0.1.1');
    expect((await abroad.sendCode(await abroad.draft('+44 20 7946 0958'))).statusCode).toBe(200);
    const again = browser('10.0.1.2');
    expect((await again.sendCode(await again.draft('+44 20 7946 0959'))).json()).toMatchObject({ errorCode: 'SMS_BUDGET' });
    const home = browser('10.0.1.3');
    expect((await home.sendCode(await home.draft('+380501234567'))).statusCode).toBe(200);
  });

  it('stops sending at the hourly ceiling: 503 SMS_PAUSED to the buyer, shop_sms_total{outcome="ceiling"} to operations', async () => {
    await start({ perHour: 1 });
    const first = browser('10.0.2.1');
    expect((await first.sendCode(await first.draft(VICTIM))).statusCode).toBe(200);
    const second = browser('10.0.2.2');
    const paused = await second.sendCode(await second.draft('+380501234567'));
    expect(paused.statusCode).toBe(503);
    expect(paused.json()).toMatchObject({ errorCode: 'SMS_PAUSED', message: 'Sending SMS is paused for a while; try again later' });
    expect(sent()).toHaveLength(1);
    const counted = await metrics.registry.getSingleMetricAsString('shop_sms_total');
    expect(counted).toContain('shop_sms_total{outcome="sent"} 1');
    expect(counted).toContain('shop_sms_total{outcome="ceiling"} 1');
  });

  it('gives back a message the insurer did not send', async () => {
    let calls = 0;
    await start({ perSessionPhone: 1 }, () => (++calls === 1 ? { status: 429, body: { message: 'wait', retryAfterSeconds: 30 } } : { body: { data: { sentAt: 'now', resendAfterSeconds: 30 } } }));
    const buyer = browser();
    const contract = await buyer.draft(VICTIM);
    expect((await buyer.sendCode(contract)).statusCode).toBe(429);
    expect((await buyer.sendCode(contract)).statusCode).toBe(200);
    expect((await buyer.sendCode(contract)).json()).toMatchObject({ errorCode: 'SMS_BUDGET' });
  });
});
