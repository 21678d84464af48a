/** @jest-environment node */
// The browser's Idempotency-Key goes on to the insurer for the calls that declare "idempotent", bound to the buyer's
// session (docs/shop-server.md, section 1): the same attempt of one session is one key at the insurer, the same key
// from another session is another, and a browser without a session gets one before its first keyed draft goes on.
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../config';
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';

const json = { 'content-type': 'application/json' };
const KEY = 'attempt-0123456789abcdef';
const DRAFT_ANSWER = { body: { data: { id: 41, number: 'GC00000041', date: '2026-11-23' } } };

describe('/api: idempotency keys', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    // The drafts here are no flood: the limit of drafts per client and minute would stop them first.
    shop = await shopServer(insurer.url, { limits: { ...readServerConfig({}, '/').limits, draftsPerMinute: 1000 } });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  const draft = (headers: Record<string, string>) =>
    shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { ...json, ...headers },
      payload: { phone: '+380671112233' },
    });
  const forwardedKeys = () => insurer.received.map((r) => r.headers['idempotency-key']);

  /** A browser's session, as the 425 of its first keyed call gives it. */
  const started = async () => sessionCookieOf(await draft({ 'idempotency-key': KEY }));

  it('answers a keyed call from a browser without a session with 425 and its session, and sends nothing on', async () => {
    const first = await draft({ 'idempotency-key': KEY });
    expect(first.statusCode).toBe(425);
    expect(first.json()).toMatchObject({ errorCode: 'SESSION_STARTED' });
    expect(sessionCookieOf(first)).toMatch(/^gc_session=/);
    expect(insurer.received).toHaveLength(0);
  });

  it("passes the attempt's key on bound to the session: the same in one session, another in another", async () => {
    const buyer = await started();
    await draft({ 'idempotency-key': KEY, cookie: buyer });
    await draft({ 'idempotency-key': KEY, cookie: buyer });
    await draft({ 'idempotency-key': KEY, cookie: await started() });
    const [mine, mineAgain, stranger] = forwardedKeys();
    expect(mine).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine).not.toContain(KEY);
    expect(mineAgain).toBe(mine);
    expect(stranger).not.toBe(mine);
  });

  it('passes none on without the header, and refuses a header that is no key', async () => {
    await draft({});
    expect(forwardedKeys()).toEqual([undefined]);
    const buyer = await started();
    for (const key of ['short', 'x'.repeat(65), 'has space in it 0123']) {
      expect((await draft({ 'idempotency-key': key, cookie: buyer })).statusCode).toBe(400);
    }
    expect(insurer.received).toHaveLength(1);
  });

  it('passes none on for a call that does not declare it', async () => {
    const buyer = sessionCookieOf(await draft({}));
    insurer.received.splice(0);
    await shop.inject({
      method: 'GET',
      url: '/api/order/ewaShow?contract_id=41',
      headers: { cookie: buyer, 'idempotency-key': KEY },
    });
    expect(forwardedKeys()).toEqual([undefined]);
  });
});

describe('/api: a first draft that timed out', () => {
  it('is retried under the session settled before it went on, so the retry names the same key', async () => {
    let calls = 0;
    const insurer = await fakeInsurer({
      'POST /green/save/draft': () => (++calls === 1 ? { hang: true } : DRAFT_ANSWER),
    });
    const shop = await shopServer(insurer.url, { insurerTimeoutMs: 200 });
    try {
      const save = (cookie?: string) =>
        shop.inject({
          method: 'POST',
          url: '/api/green/save/draft',
          headers: { ...json, 'idempotency-key': KEY, ...(cookie ? { cookie } : {}) },
          payload: {},
        });
      const buyer = sessionCookieOf(await save());
      const late = await save(buyer);
      expect(late.statusCode).toBe(504);
      const retry = await save(buyer);
      expect(retry.statusCode).toBe(200);
      const [first, second] = insurer.received.map((r) => r.headers['idempotency-key']);
      expect(first).toEqual(expect.any(String));
      expect(second).toBe(first);
      // And the draft joined the session of the first attempt.
      const show = await shop.inject({
        method: 'GET',
        url: '/api/order/ewaShow?contract_id=41',
        headers: { cookie: sessionCookieOf(retry) },
      });
      expect(show.statusCode).toBe(200);
    } finally {
      await shop.close();
      await insurer.close();
    }
  });
});

describe("/api: a buyer's first draft and the drafts per client and minute", () => {
  it('counts once: the 425 that settles the session counts against no limit, its repeat does', async () => {
    const insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    const limits = { ...readServerConfig({}, '/').limits, draftsPerMinute: 2 };
    const shop = await shopServer(insurer.url, { limits });
    try {
      const save = (cookie?: string) =>
        shop.inject({
          method: 'POST',
          url: '/api/green/save/draft',
          headers: { ...json, 'idempotency-key': KEY, ...(cookie ? { cookie } : {}) },
          payload: {},
          remoteAddress: '10.11.0.1',
        });
      // Two buyers behind one address, each as the page does it: the call, its 425, the call again.
      const statuses: number[] = [];
      for (let buyer = 0; buyer < 2; buyer++) {
        const settled = await save();
        statuses.push(settled.statusCode, (await save(sessionCookieOf(settled))).statusCode);
      }
      expect(statuses).toEqual([425, 200, 425, 200]);
      const third = await save();
      expect((await save(sessionCookieOf(third))).statusCode).toBe(429);
    } finally {
      await shop.close();
      await insurer.close();
    }
  });
});
