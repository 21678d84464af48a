/** @jest-environment node */
// The browser's Idempotency-Key goes on to the insurer for the calls that declare "idempotent", bound to the buyer's
// session (docs/shop-server.md, section 1): the same attempt of one session is one key at the insurer, the same key
// from another session is another, and a first draft that timed out is retried under the session it started.
import type { FastifyInstance } from 'fastify';
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';

const json = { 'content-type': 'application/json' };
const KEY = 'attempt-0123456789abcdef';
const DRAFT_ANSWER = { body: { data: { id: 41, number: 'GC00000041', date: '2026-11-23' } } };

describe('/api: idempotency keys', () => {
  let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  const draft = (headers: Record<string, string>) =>
    shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: { ...json, ...headers }, payload: { phone: '+380671112233' } });
  const forwardedKeys = () => insurer.received.map((r) => r.headers['idempotency-key']);

  it("passes the attempt's key on bound to the session: the same in one session, another in another", async () => {
    const first = await draft({ 'idempotency-key': KEY });
    const buyer = sessionCookieOf(first);
    await draft({ 'idempotency-key': KEY, cookie: buyer });
    await draft({ 'idempotency-key': KEY });
    const [mine, mineAgain, stranger] = forwardedKeys();
    expect(mine).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine).not.toContain(KEY);
    expect(mineAgain).toBe(mine);
    expect(stranger).not.toBe(mine);
  });

  it('passes none on without the header, and refuses a header that is no key', async () => {
    await draft({});
    expect(forwardedKeys()).toEqual([undefined]);
    for (const key of ['short', 'x'.repeat(65), 'has space in it 0123']) {
      expect((await draft({ 'idempotency-key': key })).statusCode).toBe(400);
    }
    expect(insurer.received).toHaveLength(1);
  });

  it('passes none on for a call that does not declare it', async () => {
    const buyer = sessionCookieOf(await draft({}));
    insurer.received.splice(0);
    await shop.inject({ method: 'GET', url: '/api/order/ewaShow?contract_id=41', headers: { cookie: buyer, 'idempotency-key': KEY } });
    expect(forwardedKeys()).toEqual([undefined]);
  });
});

describe('/api: a first draft that timed out', () => {
  it('gives the browser its session with the 504, so the retry names the same key', async () => {
    let calls = 0;
    const insurer = await fakeInsurer({ 'POST /green/save/draft': () => (++calls === 1 ? { hang: true } : DRAFT_ANSWER) });
    const shop = await shopServer(insurer.url, { insurerTimeoutMs: 200 });
    try {
      const late = await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: { ...json, 'idempotency-key': KEY }, payload: {} });
      expect(late.statusCode).toBe(504);
      const retry = await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: { ...json, 'idempotency-key': KEY, cookie: sessionCookieOf(late) }, payload: {} });
      expect(retry.statusCode).toBe(200);
      const [first, second] = insurer.received.map((r) => r.headers['idempotency-key']);
      expect(first).toEqual(expect.any(String));
      expect(second).toBe(first);
      // And the draft joined the session of the first attempt.
      const show = await shop.inject({ method: 'GET', url: '/api/order/ewaShow?contract_id=41', headers: { cookie: sessionCookieOf(retry) } });
      expect(show.statusCode).toBe(200);
    } finally {
      await shop.close();
      await insurer.close();
    }
  });
});
