/** @jest-environment node */
// Sessions end (docs/shop-server.md, section 2), tried as someone who kept a buyer's cookie would: replayed after the
// session's idle time, or after the buyer paid and downloaded the policy, it reaches the contract no more.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { fakeInsurer, sessionCookieOf, shopServer } from '../testing';
import { IDLE_SECONDS } from './buyerSession';
import { DOCUMENT_GRACE_SECONDS } from './journeyEnd';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json' };
const CONTRACT = 501;
const PDF = { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 policy' };

describe("the end of a buyer's session", () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let clock: number;
  let confirmedStatus: string;
  let documentStatus: number;

  beforeEach(async () => {
    clock = Date.now();
    confirmedStatus = 'PAID';
    documentStatus = 200;
    insurer = await fakeInsurer({
      'POST /green/save/draft': { body: { data: { id: CONTRACT, number: 'GC501' } } },
      'POST /confirmContractPayment': () => ({ body: { data: { status: confirmedStatus } } }),
      'GET /order/show': () => (documentStatus === 200 ? PDF : { status: documentStatus, body: { message: 'down' } }),
      'GET /order/ewaShow': { body: { data: { number: 'GC501' } } },
    });
    shop = await shopServer(insurer.url, {}, { now: () => clock });
  });
  afterEach(async () => {
    await shop.close();
    await insurer.close();
  });

  const later = (seconds: number) => (clock += seconds * 1000);
  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    shop.inject({ method, url, headers: { ...json, cookie }, ...(payload ? { payload } : {}) });
  const document = (cookie: string) => call(cookie, 'GET', `/api/order/show?contract_id=${CONTRACT}&lang=uk`);
  const receipt = (cookie: string) => call(cookie, 'GET', `/api/order/ewaShow?contract_id=${CONTRACT}`);
  const confirm = (cookie: string) =>
    call(cookie, 'POST', '/api/confirmContractPayment', { contract_id: CONTRACT, provider: 'easypay' });
  const refusedAsNotYours = (answer: LightMyRequestResponse) =>
    answer.statusCode === 403 && answer.json<{ errorCode?: string }>().errorCode === 'NOT_YOUR_CONTRACT';

  /** A browser's first draft: the cookie that holds the contract. */
  async function drafted(): Promise<string> {
    const answer = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: json,
      payload: { phone: '+380671112233' },
    });
    expect(answer.statusCode).toBe(200);
    return sessionCookieOf(answer);
  }

  it('does not honour a cookie replayed after the idle time: its contract is no longer reached', async () => {
    const cookie = await drafted();
    later(IDLE_SECONDS - 60);
    const fresh = await receipt(cookie);
    expect(fresh.statusCode).toBe(200);
    later(60);
    expect(refusedAsNotYours(await receipt(cookie))).toBe(true);
    expect(refusedAsNotYours(await document(cookie))).toBe(true);
  });

  it('keeps an active session going, and the cookie it replaced ends a day after it was written', async () => {
    const first = await drafted();
    later(IDLE_SECONDS / 2);
    const active = await receipt(first);
    // The buyer's call wrote the session again: the browser holds the new cookie.
    const renewed = sessionCookieOf(active);
    later(IDLE_SECONDS / 2);
    expect(refusedAsNotYours(await receipt(first))).toBe(true);
    expect((await receipt(renewed)).statusCode).toBe(200);
  });

  it('writes an active session again at most every ten minutes, not with every call', async () => {
    const cookie = await drafted();
    later(60);
    expect((await receipt(cookie)).cookies).toEqual([]);
    later(10 * 60);
    expect((await receipt(cookie)).cookies.map((c) => c.name)).toEqual(['gc_session']);
  });

  it("closes a paid contract to every cookie of the session once the grace after the policy's download is over", async () => {
    const cookie = await drafted();
    expect((await confirm(cookie)).json()).toEqual({ data: { status: 'PAID' } });
    expect((await document(cookie)).statusCode).toBe(200);
    // The result page reloaded and the policy in the other language: within the grace.
    later(DOCUMENT_GRACE_SECONDS - 1);
    expect((await confirm(cookie)).statusCode).toBe(200);
    expect((await receipt(cookie)).statusCode).toBe(200);
    expect((await document(cookie)).statusCode).toBe(200);
    later(1);
    const reached = insurer.received.length;
    expect(refusedAsNotYours(await document(cookie))).toBe(true);
    expect(refusedAsNotYours(await receipt(cookie))).toBe(true);
    expect(refusedAsNotYours(await confirm(cookie))).toBe(true);
    expect(insurer.received.length).toBe(reached);
  });

  it('leaves a contract open whose payment was declined', async () => {
    confirmedStatus = 'DECLINED';
    const declined = await drafted();
    await confirm(declined);
    expect((await document(declined)).statusCode).toBe(200);
    later(DOCUMENT_GRACE_SECONDS);
    expect((await document(declined)).statusCode).toBe(200);
    expect((await receipt(declined)).statusCode).toBe(200);
  });

  it("starts the grace only when the insurer gave a paid contract's policy", async () => {
    const cookie = await drafted();
    await confirm(cookie);
    documentStatus = 500;
    expect((await document(cookie)).statusCode).toBe(500);
    later(DOCUMENT_GRACE_SECONDS);
    documentStatus = 200;
    expect((await document(cookie)).statusCode).toBe(200);
    later(DOCUMENT_GRACE_SECONDS);
    expect(refusedAsNotYours(await document(cookie))).toBe(true);
  });
});
