/** @jest-environment node */
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readServerConfig } from '../config';
import { cookieSealer } from '../session/sealedCookie';
import {
  fakeInsurer,
  loyaltyLink,
  PUBLIC_ORIGIN,
  REGISTRY,
  registryEditSeen,
  sessionCookieOf,
  shopServer,
  smsProof,
} from '../testing';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json' };
const DRAFT_ANSWER = { body: { data: { id: 41, number: 'GC00000041', date: '2026-11-23' } } };

describe('/api: the allow-list with the partner token', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer({
      'GET /green/search': {
        body: { data: [] },
        headers: { 'set-cookie': 'insurer=1', 'access-control-allow-origin': '*', 'x-powered-by': 'insurer' },
      },
      'POST /green/save/draft': DRAFT_ANSWER,
    });
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  it("adds the partner token and passes none of the browser's credentials or forwarding headers", async () => {
    const answer = await shop.inject({
      method: 'GET',
      url: '/api/green/search?area=EUROPE&type=A&period=YEAR&customerCategory=NATURAL',
      headers: {
        'com-token': 'forged',
        authorization: 'Bearer stolen',
        cookie: 'gc_session=abc; other=1',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.test',
      },
      remoteAddress: '10.1.2.3',
    });
    expect(answer.statusCode).toBe(200);
    const [sent] = insurer.received;
    expect(sent?.url).toBe('/green/search?area=EUROPE&type=A&period=YEAR&customerCategory=NATURAL');
    expect(sent?.headers['com-token']).toBe('partner-secret');
    expect(sent?.headers.authorization).toBeUndefined();
    expect(sent?.headers.cookie).toBeUndefined();
    expect(sent?.headers['x-forwarded-for']).toBe('10.1.2.3');
    // A trace context of its own on every call (docs/operations.md).
    expect(sent?.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent?.headers['x-forwarded-host']).toBeUndefined();
  });

  it("continues the browser's trace with a span of its own per insurer call", async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers: { traceparent } });
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers: { traceparent } });
    const sent = insurer.received.map((r) => r.headers.traceparent);
    expect(sent).toEqual([
      expect.stringMatching(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/),
      expect.any(String),
    ]);
    expect(new Set([...sent, traceparent]).size).toBe(3);
  });

  it("keeps the insurer's cookies, CORS and server headers out of the answer, which is nosniff and not stored", async () => {
    const answer = await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['POST', '/api/sign'],
    ['GET', '/api/sandbox/outbox.json'],
    ['GET', '/api/sandbox/easypay/pay/GC1-1'],
    ['POST', '/api/sandbox/easypay/notify'],
    ['GET', '/api/company'],
    ['GET', '/api/company/logo/8'],
    ['GET', '/api/getContractByEwaCode?code=GC00000002'],
    ['GET', '/api/%2e%2e/sandbox/outbox.json'],
    ['GET', '/api/green/../sandbox/outbox.json'],
    ['GET', '/api/serverTime%2f..%2fsandbox%2foutbox.json'],
    ['DELETE', '/api/checkCode'],
    ['GET', '/api'],
  ])('never forwards %s %s', async (method, url) => {
    const answer = await shop.inject({ method: method as 'GET', url });
    expect([400, 404]).toContain(answer.statusCode);
    if (method !== 'GET') {
      for (const [type, payload] of [
        ['text/plain', 'x'],
        ['application/x-www-form-urlencoded', 'a=1'],
        ['application/json', 'x'.repeat(100_000)],
      ]) {
        expect(
          (await shop.inject({ method: method as 'POST', url, headers: { 'content-type': type as string }, payload }))
            .statusCode,
        ).toBe(404);
      }
    }
    expect(insurer.received).toEqual([]);
  });

  it('refuses a parameter the call does not declare, naming it, and forwards nothing', async () => {
    const answer = await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE&extra=1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'extra: is not a parameter of this call',
      errors: [{ field: 'extra', message: 'extra: is not a parameter of this call' }],
    });
    const body = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: json,
      payload: { name_first: 'Taras', insurer_note: 'x' },
    });
    expect(body.statusCode).toBe(400);
    expect(insurer.received).toEqual([]);
  });

  // An insurer's server may read these as the declared call: so does the gateway, with that call's checks.
  it.each([
    ['/api/GREEN/search?area=EUROPE', '/green/search?area=EUROPE'],
    ['/api/green/search/?area=EUROPE', '/green/search?area=EUROPE'],
    ['/api/green//search?area=EUROPE', '/green/search?area=EUROPE'],
    ['/api//serverTime', '/serverTime'],
    ['/api/%73erverTime', '/serverTime'],
  ])('takes GET %s as the call it names, sent as its owner declares it', async (url, sent) => {
    expect((await shop.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(insurer.received.map((r) => r.url)).toEqual([sent]);
  });

  it.each<[string, string, object | undefined, number, string]>([
    ['GET', '/api/SendCode?contract_id=41', undefined, 403, 'SMS_PROOF'],
    ['GET', '/api/SENDCODE?contract_id=41', undefined, 403, 'SMS_PROOF'],
    ['PUT', '/api/green/change/Status', { contract_id: 41, state: 'CANCELLED' }, 403, 'NOT_ALLOWED'],
    [
      'POST',
      '/api/Loyalty/Order',
      { contract_id: 41, customer_id: 'LC-1001', paidByPoints: 10 },
      403,
      'NOT_YOUR_CUSTOMER',
    ],
  ])("holds %s %s to the declared call's checks", async (method, url, payload, status, errorCode) => {
    const buyer = sessionCookieOf(
      await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} }),
    );
    insurer.received.splice(0);
    const answer = await shop.inject({
      method: method as 'GET',
      url,
      headers: { ...json, cookie: buyer },
      ...(payload ? { payload } : {}),
    });
    expect({ status: answer.statusCode, errorCode: answer.json<{ errorCode?: string }>().errorCode }).toEqual({
      status,
      errorCode,
    });
    expect(insurer.received).toEqual([]);
  });

  it("forwards the header's logo of the shop's own company only", async () => {
    expect((await shop.inject({ method: 'GET', url: '/api/company/logo/7' })).statusCode).toBe(200);
    expect(insurer.received.map((r) => r.url)).toEqual(['/company/logo/7']);
  });

  it("refuses calls that another site makes with the buyer's browser", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.test' },
      { origin: 'null' },
    ]) {
      const answer = await shop.inject({
        method: 'POST',
        url: '/api/green/save/draft',
        headers: { ...json, ...headers },
        payload: {},
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(insurer.received).toEqual([]);
    const own = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { ...json, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: {},
    });
    expect(own.statusCode).toBe(200);
  });
});

describe("/api: only the contracts of the buyer's own session", () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let buyer: string;
  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    shop = await shopServer(insurer.url);
    const saved = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: json,
      payload: { tariff_id: 1 },
    });
    expect(saved.json()).toEqual(DRAFT_ANSWER.body);
    buyer = sessionCookieOf(saved);
    const cookie = saved.cookies[0];
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  const contractCalls = [
    ['GET', '/api/sendCode?contract_id=41', undefined],
    ['POST', '/api/checkCode', { code: '123456', contract_id: 41 }],
    ['PUT', '/api/green/change/status', { contract_id: 41, state: 'REQUEST' }],
    [
      'POST',
      '/api/payment/easypay',
      {
        contract_id: 41,
        amount: 1,
        successUrl: 'http://localhost:80/easyPayCallBack',
        failUrl: 'http://localhost:80/easyPayCallBack',
      },
    ],
    [
      'POST',
      '/api/confirmContractPayment',
      { provider: 'easypay', contract_id: 41, params: { orderId: 'GC00000041-1' } },
    ],
    ['GET', '/api/order/show?contract_id=41', undefined],
    ['GET', '/api/order/ewaShow?contract_id=41', undefined],
  ] as const;

  it.each(contractCalls)('%s %s: forwarded for the session that created the contract', async (method, url, payload) => {
    // A code is asked for with a solved challenge (smsBudgets.test.ts).
    const proof = url.startsWith('/api/sendCode') ? await smsProof(shop) : {};
    const answer = await shop.inject({
      method,
      url,
      headers: { ...json, cookie: buyer, host: 'localhost:80', ...proof },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode).toBe(200);
    expect(insurer.received).toHaveLength(1);
  });

  it.each(contractCalls)('%s %s: refused to a stranger without the cookie', async (method, url, payload) => {
    const answer = await shop.inject({
      method,
      url,
      headers: { ...json, host: 'localhost:80' },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ errorCode: 'NOT_YOUR_CONTRACT' });
    expect(insurer.received).toEqual([]);
  });

  it("keeps the session's contracts out of sight: the cookie is sealed, not only signed", () => {
    const value = buyer.slice(buyer.indexOf('=') + 1);
    for (const seen of [value, Buffer.from(value.split('.')[0] as string, 'base64url').toString('latin1')])
      expect(seen).not.toContain('GC00000041');
  });

  it('refuses another contract to the buyer, and a cookie that was tampered with', async () => {
    const other = await shop.inject({
      method: 'GET',
      url: '/api/order/show?contract_id=42',
      headers: { cookie: buyer },
    });
    expect(other.statusCode).toBe(403);
    const [name, value] = buyer.split('=') as [string, string];
    const now = Math.floor(Date.now() / 1000);
    const forgedPayload = Buffer.from(JSON.stringify({ t: now, c: [[42, 'GC00000042', now]] })).toString('base64url');
    for (const cookie of [
      `${name}=${forgedPayload}`,
      `${name}=${value.slice(0, 20)}${value[20] === 'A' ? 'B' : 'A'}${value.slice(21)}`,
      `${name}=${cookieSealer(['another-secret-of-thirty-two-characters']).seal(Buffer.from(forgedPayload, 'base64url').toString())}`,
    ]) {
      const answer = await shop.inject({ method: 'GET', url: '/api/order/show?contract_id=42', headers: { cookie } });
      expect(answer.statusCode).toBe(403);
    }
    expect(insurer.received).toEqual([]);
  });

  it('sends the insurer exactly what it checked: one contract id, as a number', async () => {
    const repeated = await shop.inject({
      method: 'GET',
      url: '/api/sendCode?contract_id=41&contract_id=42',
      headers: { cookie: buyer },
    });
    expect(repeated.statusCode).toBe(400);
    const asText = await shop.inject({
      method: 'POST',
      url: '/api/checkCode',
      headers: { ...json, cookie: buyer },
      payload: '{"contract_id":42,"contract_id":"41","code":"1"}',
    });
    expect(asText.statusCode).toBe(200);
    expect(JSON.parse(insurer.received[0]?.body ?? '')).toEqual({ contract_id: 41, code: '1' });
    for (const id of ['41abc', -41, 41.5, '0x29', null, [41]]) {
      const answer = await shop.inject({
        method: 'POST',
        url: '/api/checkCode',
        headers: { ...json, cookie: buyer },
        payload: { contract_id: id, code: '1' },
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(insurer.received).toHaveLength(1);
  });

  it('lets the buyer only ask for signing, not cancel or move the contract otherwise', async () => {
    for (const state of ['CANCELLED', 'SIGNED', 'PAID', 'EMITTED']) {
      const answer = await shop.inject({
        method: 'PUT',
        url: '/api/green/change/status',
        headers: { ...json, cookie: buyer },
        payload: { contract_id: 41, state },
      });
      expect(answer.statusCode).toBe(403);
    }
    expect(insurer.received).toEqual([]);
  });

  it("sends the provider back only to this shop's own pages", async () => {
    for (const successUrl of [
      'https://evil.test/easyPayCallBack',
      'javascript:alert(1)',
      '/easyPayCallBack',
      'http://localhost:81/x',
    ]) {
      const answer = await shop.inject({
        method: 'POST',
        url: '/api/payment/portmone',
        headers: { ...json, cookie: buyer, host: 'localhost:80' },
        payload: { contract_id: 41, amount: 1, successUrl, failUrl: 'http://localhost:80/portmoneCallBack' },
      });
      expect(answer.statusCode).toBe(400);
    }
    expect(insurer.received).toEqual([]);
  });

  it("sends a call with a body without the browser's query, which an insurer merging both would read first", async () => {
    const answer = await shop.inject({
      method: 'PUT',
      url: '/api/green/change/status?contract_id=42&state=CANCELLED',
      headers: { ...json, cookie: buyer },
      payload: { contract_id: 41, state: 'REQUEST' },
    });
    expect(answer.statusCode).toBe(200);
    expect(insurer.received.map(({ url }) => url)).toEqual(['/green/change/status']);
  });

  it('passes a return address on as it checked it, which no other reader takes for another host or header', async () => {
    // A URL parser other than the browser's (a provider's, RFC 3986's) reads the host after the "@" of the first,
    // and the line breaks of the second as the end of a Location header.
    for (const [given, checked] of [
      ['http://localhost\\@evil.test/x', 'http://localhost/@evil.test/x'],
      ['http://localhost/ok\r\nSet-Cookie: a=b', 'http://localhost/okSet-Cookie:%20a=b'],
    ]) {
      insurer.received.splice(0);
      const answer = await shop.inject({
        method: 'POST',
        url: '/api/payment/portmone',
        headers: { ...json, cookie: buyer },
        payload: { contract_id: 41, amount: 1, successUrl: given, failUrl: given },
      });
      expect(answer.statusCode).toBe(200);
      expect(JSON.parse(insurer.received[0]?.body ?? '{}')).toMatchObject({ successUrl: checked, failUrl: checked });
    }
  });

  it('checks return addresses against PUBLIC_ORIGIN: Host and X-Forwarded-Host decide nothing', async () => {
    const behindProxy = await shopServer(insurer.url, { trustProxy: true });
    const pay = (successUrl: string, headers: Record<string, string>) =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/payment/easypay',
        headers: { ...json, cookie: buyer, ...headers },
        payload: { contract_id: 41, amount: 1, successUrl, failUrl: successUrl },
      });
    const forged: Record<string, string>[] = [
      { host: 'evil.test' },
      { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
      { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    ];
    for (const headers of forged) {
      expect((await pay('https://evil.test/easyPayCallBack', headers)).statusCode).toBe(400);
      expect((await pay('http://evil.test/easyPayCallBack', headers)).statusCode).toBe(400);
    }
    expect(insurer.received).toEqual([]);
    const own = await pay(`${PUBLIC_ORIGIN}/easyPayCallBack?contract_id=41`, {
      host: 'evil.test',
      'x-forwarded-host': 'evil.test',
    });
    expect(own.statusCode).toBe(200);
    expect((JSON.parse(insurer.received[0]?.body ?? '{}') as { successUrl?: string }).successUrl).toBe(
      `${PUBLIC_ORIGIN}/easyPayCallBack?contract_id=41`,
    );
    await behindProxy.close();
  });

  it('keeps at most the ten newest contracts in the cookie', async () => {
    let cookie = buyer;
    for (let id = 100; id < 112; id++) {
      insurer.received.splice(0);
      const saved = await shopWithDraft(id, cookie);
      cookie = saved;
    }
    const oldest = await shop.inject({ method: 'GET', url: '/api/order/show?contract_id=101', headers: { cookie } });
    expect(oldest.statusCode).toBe(403);
    const newest = await shop.inject({ method: 'GET', url: '/api/order/show?contract_id=111', headers: { cookie } });
    expect(newest.statusCode).toBe(200);
  });

  async function shopWithDraft(id: number, cookie: string): Promise<string> {
    const draftInsurer = await fakeInsurer({
      'POST /green/save/draft': { body: { data: { id, number: `GC${id}`, date: '2026-11-23' } } },
    });
    const other = await shopServer(draftInsurer.url);
    // Same signing key (testing.ts), so the cookie written by one replica is read by another.
    const saved = await other.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { ...json, cookie },
      payload: {},
    });
    await other.close();
    await draftInsurer.close();
    return sessionCookieOf(saved);
  }

  it('adds no contract when the insurer refused the draft', async () => {
    const refusing = await fakeInsurer({
      'POST /green/save/draft': { status: 400, body: { message: 'bad', data: { id: 43, number: 'GC43' } } },
    });
    const other = await shopServer(refusing.url);
    const answer = await other.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} });
    expect(answer.statusCode).toBe(400);
    // The answer gives the browser its session (a retry of the draft names it), holding no contract.
    const shown = await other.inject({
      method: 'GET',
      url: '/api/order/ewaShow?contract_id=43',
      headers: { cookie: sessionCookieOf(answer) },
    });
    expect(shown.statusCode).toBe(403);
    await other.close();
    await refusing.close();
  });
});

describe('/api: the loyalty customer the browser arrived as', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let buyer: string;
  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    shop = await shopServer(insurer.url);
    const page = await shop.inject({ method: 'GET', url: loyaltyLink('LC-1001') });
    const saved = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: { ...json, cookie: sessionCookieOf(page) },
      payload: {},
    });
    buyer = sessionCookieOf(saved);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  it.each(['/api/loyalty/balance', '/api/loyalty/order'])(
    '%s: only for that customer and a contract of the session',
    async (url) => {
      const ask = (customer_id: unknown, cookie?: string) =>
        shop.inject({
          method: 'POST',
          url,
          headers: { ...json, ...(cookie ? { cookie } : {}) },
          payload: { customer_id, contract_id: 41, ...(url.endsWith('order') ? { paidByPoints: 0 } : {}) },
        });
      expect((await ask('LC-1001', buyer)).statusCode).toBe(200);
      expect((await ask('LC-1002', buyer)).json()).toMatchObject({ errorCode: 'NOT_YOUR_CUSTOMER' });
      expect((await ask(['LC-1001'], buyer)).statusCode).toBe(403);
      expect((await ask('LC-1001')).statusCode).toBe(403);
    },
  );

  it('takes the customer from a signed link, and serves the page without the signature in its address', async () => {
    const link = await shop.inject({ method: 'GET', url: loyaltyLink('LC-1002', { path: '/en/contract' }) });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/en/contract?loyalty_id=LC-1002');
    const cookie = sessionCookieOf(link);
    const page = await shop.inject({ method: 'GET', url: '/en/contract?loyalty_id=LC-1002', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.cookies).toEqual([]);
  });

  it.each([
    ['a bare id', '/?loyalty_id=LC-1001'],
    ['a forged signature', '/?loyalty_id=LC-1001&loyalty_sig=NwUH5TwLx4FZNtloNIHdFSdg6ohtO2CxGv63pOkQCTU'],
    [
      'the signature of another customer',
      `/?loyalty_id=LC-1001&${new URL(loyaltyLink('LC-1002'), 'http://x').search.slice(1).replace(/^loyalty_id=[^&]*&/, '')}`,
    ],
    [
      'a tampered signature',
      loyaltyLink('LC-1001').replace(/loyalty_sig=(.)/, (_all, c: string) => `loyalty_sig=${c === 'A' ? 'B' : 'A'}`),
    ],
    ['a signature made with another key', loyaltyLink('LC-1001', { key: 'another-programme-key-of-32-characters' })],
    [
      'a signature alone',
      `/?${new URL(loyaltyLink('LC-1001'), 'http://x').search.slice(1).replace(/^loyalty_id=[^&]*&/, '')}`,
    ],
    ['a malformed id', '/?loyalty_id=%3Cscript%3E&loyalty_sig=x'],
    ['a link past its time', loyaltyLink('LC-1001', { until: Math.floor(Date.now() / 1000) - 1 })],
    ['a link valid for more than a day', loyaltyLink('LC-1001', { until: Math.floor(Date.now() / 1000) + 86_460 })],
    ['a signature without its time', loyaltyLink('LC-1001').replace(/loyalty_until=\d+&/, '')],
    [
      'a time moved after signing',
      loyaltyLink('LC-1001').replace(/loyalty_until=(\d+)/, (_all, t) => `loyalty_until=${Number(t) + 60}`),
    ],
  ])(
    'does not take %s: the page comes without the id (so without the points step), and no balance is read',
    async (_what, url) => {
      const page = await shop.inject({ method: 'GET', url: `${url}&from=partner` });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/?from=partner');
      expect(page.cookies).toEqual([]);
      const cookie = (
        await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} })
      ).cookies
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const balance = await shop.inject({
        method: 'POST',
        url: '/api/loyalty/balance',
        headers: { ...json, cookie },
        payload: { customer_id: 'LC-1001', contract_id: 41 },
      });
      expect(balance.json()).toMatchObject({ errorCode: 'NOT_YOUR_CUSTOMER' });
      expect(insurer.received.filter((r) => r.url.startsWith('/loyalty'))).toEqual([]);
    },
  );

  it("keeps the customer a session proved when a stranger's link is opened in it", async () => {
    const page = await shop.inject({ method: 'GET', url: '/?loyalty_id=LC-1002', headers: { cookie: buyer } });
    expect(page.statusCode).toBe(302);
    expect(page.cookies).toEqual([]);
    const balance = await shop.inject({
      method: 'POST',
      url: '/api/loyalty/balance',
      headers: { ...json, cookie: buyer },
      payload: { customer_id: 'LC-1001', contract_id: 41 },
    });
    expect(balance.statusCode).toBe(200);
  });
});

describe('/api: abuse limits per client on the decoded path', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    shop = await shopServer(insurer.url, { limits: { codesPerMinute: 3, loyaltyPerMinute: 3, draftsPerMinute: 2 } });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  it('counts /api/%63heckCode as /api/checkCode and answers 429 with the wait', async () => {
    const statuses: number[] = [];
    for (const url of ['/api/checkCode', '/api/%63heckCode', '/api/%63%68eckCode', '/api/checkCode']) {
      const answer = await shop.inject({
        method: 'POST',
        url,
        headers: json,
        payload: { contract_id: 1, code: '1' },
        remoteAddress: '10.0.0.1',
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(answer.json()).toMatchObject({ message: 'Too many attempts, try again later' });
        expect(answer.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([403, 403, 403, 429]);
    // Another client has its own allowance.
    const other = await shop.inject({
      method: 'POST',
      url: '/api/checkCode',
      headers: json,
      payload: {},
      remoteAddress: '10.0.0.2',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('limits new drafts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await shop.inject({
        method: 'POST',
        url: '/api/green%2Fsave%2Fdraft'.replace(/%2F/g, '/'),
        headers: json,
        payload: {},
        remoteAddress: '10.0.0.3',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits loyalty calls and code sending too', async () => {
    const loyalty: number[] = [];
    const send: number[] = [];
    for (let i = 0; i < 4; i++) {
      loyalty.push(
        (
          await shop.inject({
            method: 'POST',
            url: '/api/%6Coyalty/order',
            headers: json,
            payload: {},
            remoteAddress: '10.0.0.4',
          })
        ).statusCode,
      );
      send.push(
        (await shop.inject({ method: 'GET', url: '/api/%73endCode?contract_id=1', remoteAddress: '10.0.0.4' }))
          .statusCode,
      );
    }
    expect(loyalty.at(-1)).toBe(429);
    expect(send.at(-1)).toBe(429);
  });
});

describe('/api: bodies and an insurer that fails', () => {
  it('answers 413 to a body over the limit, before the insurer is asked', async () => {
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url);
    const answer = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: json,
      payload: { address: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ message: 'The request body is too large' });
    expect(insurer.received).toEqual([]);
    const notJson = await shop.inject({
      method: 'POST',
      url: '/api/checkCode',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(notJson.statusCode).toBe(415);
    await shop.close();
    await insurer.close();
  });

  it('answers 502 when the insurer cannot be reached and 504 when it does not answer in time', async () => {
    const unreachable = await shopServer('http://127.0.0.1:9');
    const down = await unreachable.inject({ method: 'GET', url: '/api/serverTime' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ message: 'The insurer API is unreachable' });
    await unreachable.close();

    const hanging = await fakeInsurer({ 'GET /serverTime': { hang: true } });
    const slow = await shopServer(hanging.url, { insurerTimeoutMs: 200 });
    const late = await slow.inject({ method: 'GET', url: '/api/serverTime' });
    expect(late.statusCode).toBe(504);
    await slow.close();
    await hanging.close();
  });

  it("runs nothing of an answer opened as a document on the shop's origin, and leaves a PDF to the browser's viewer", async () => {
    let answer = {
      type: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    };
    const insurer = await fakeInsurer({
      'GET /company/logo/7': () => ({ headers: { 'content-type': answer.type }, body: answer.body }),
      'GET /serverTime': { headers: { 'content-type': 'text/html' }, body: '<script>alert(1)</script>' },
    });
    const shop = await shopServer(insurer.url);
    for (const url of ['/api/company/logo/7', '/api/serverTime']) {
      const policy = (await shop.inject({ method: 'GET', url })).headers['content-security-policy'];
      expect([url, policy]).toEqual([url, expect.stringMatching(/^default-src 'none';.*; sandbox$/)]);
    }
    answer = { type: 'application/pdf', body: '%PDF-1.7' };
    const pdf = await shop.inject({ method: 'GET', url: '/api/company/logo/7' });
    expect([pdf.body, pdf.headers['content-security-policy']]).toEqual(['%PDF-1.7', undefined]);
    await shop.close();
    await insurer.close();
  });

  it('joins the insurer path below a base URL that has a path of its own', async () => {
    const insurer = await fakeInsurer();
    const shop = await shopServer(`${insurer.url}/partner/v1`);
    await shop.inject({ method: 'GET', url: '/api/serverTime' });
    expect(insurer.received[0]?.url).toBe('/partner/v1/serverTime');
    await shop.close();
    await insurer.close();
  });
});

describe('/api: the allow-list follows the registry', () => {
  const withPaymentCalls = (calls: unknown[]) => ({ ...REGISTRY, payment: { ...REGISTRY.payment, calls } });
  const CARDLAB = {
    method: 'POST',
    path: '/payment/cardlab',
    params: { contract_id: 'contractId', amount: 'data', successUrl: 'returnAddress', failUrl: 'returnAddress' },
    costs: 'payment',
  };

  let insurer: Insurer;
  let shop: FastifyInstance;
  let registryFile: string;
  let secondsAhead = 0;
  /** Each edit with a later modification time, as a release's rename gives it, and seen by the shop's watch. */
  const release = async (registry: unknown) => {
    writeFileSync(registryFile, JSON.stringify(registry));
    const at = new Date(Date.now() + ++secondsAhead * 1000);
    utimesSync(registryFile, at, at);
    await registryEditSeen();
  };
  const pay = (cookie?: string) =>
    shop.inject({
      method: 'POST',
      url: '/api/payment/cardlab',
      headers: { ...json, host: 'localhost:80', ...(cookie ? { cookie } : {}) },
      payload: {
        contract_id: 41,
        amount: 1,
        successUrl: 'http://localhost:80/cardlabCallBack',
        failUrl: 'http://localhost:80/cardlabCallBack',
      },
    });

  beforeAll(async () => {
    insurer = await fakeInsurer({ 'POST /green/save/draft': DRAFT_ANSWER });
    registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'allow-list-')), 'registry.json');
    await release(REGISTRY);
    shop = await shopServer(insurer.url, { registryFile });
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));

  it('widens with a release that declares a call and narrows with its rollback, without a restart', async () => {
    const buyer = sessionCookieOf(
      await shop.inject({ method: 'POST', url: '/api/green/save/draft', headers: json, payload: {} }),
    );
    insurer.received.splice(0);
    expect((await pay(buyer)).statusCode).toBe(404);

    await release(withPaymentCalls([...REGISTRY.payment.calls, CARDLAB]));
    expect((await pay(buyer)).statusCode).toBe(200);
    expect(insurer.received.map((r) => r.url)).toEqual(['/payment/cardlab']);
    // The declared checks come with it: a stranger's browser is refused.
    expect((await pay()).json()).toMatchObject({ errorCode: 'NOT_YOUR_CONTRACT' });

    await release(REGISTRY);
    const refused = await pay(buyer);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'No such call' });
    expect(insurer.received).toHaveLength(1);
  });

  it("forwards a trial build's calls only for the buyers given that build", async () => {
    const trialOf = (share: number) => ({
      ...REGISTRY,
      payment: {
        ...REGISTRY.payment,
        trial: {
          ...REGISTRY.payment,
          manifest: 'http://127.0.0.1:9105/1.1.0+trial/mf-manifest.json',
          calls: [...REGISTRY.payment.calls, CARDLAB],
          share,
        },
      },
    });
    const buyerOnBuild = async (share: number) => {
      await release(trialOf(share));
      const page = await shop.inject({ method: 'GET', url: '/' });
      const saved = await shop.inject({
        method: 'POST',
        url: '/api/green/save/draft',
        headers: { ...json, cookie: sessionCookieOf(page) },
        payload: {},
      });
      return sessionCookieOf(saved);
    };
    const onTrial = await buyerOnBuild(100);
    const onMain = await buyerOnBuild(0);
    insurer.received.splice(0);
    await release(trialOf(50));
    expect((await pay(onTrial)).statusCode).toBe(200);
    expect((await pay(onMain)).statusCode).toBe(404);
    expect(insurer.received.map((r) => r.url)).toEqual(['/payment/cardlab']);
    await release(REGISTRY);
  });

  it.each([
    [
      'an unknown kind',
      withPaymentCalls([
        ...REGISTRY.payment.calls,
        { ...CARDLAB, params: { ...CARDLAB.params, contract_id: 'trustMe' } },
      ]),
    ],
    [
      'a call another step owns',
      {
        ...REGISTRY,
        points: { ...REGISTRY.points, calls: [...REGISTRY.points.calls, CARDLAB] },
        payment: withPaymentCalls([...REGISTRY.payment.calls, CARDLAB]).payment,
      },
    ],
    [
      "a call of the shell's own",
      withPaymentCalls([...REGISTRY.payment.calls, { method: 'GET', path: '/company/logo/8', params: {} }]),
    ],
  ])('keeps the last good allow-list when the registry declares %s', async (_case, registry) => {
    await release(withPaymentCalls([...REGISTRY.payment.calls, CARDLAB]));
    expect((await pay()).statusCode).toBe(403);
    await release(registry);
    expect((await pay()).statusCode).toBe(403);
    expect((await shop.inject({ method: 'GET', url: '/api/company/logo/8' })).statusCode).toBe(404);
    expect(insurer.received).toEqual([]);
    await release(REGISTRY);
    expect((await pay()).statusCode).toBe(404);
  });

  // Last: the registry it leaves behind keeps the added limit.
  it('takes changed parameters and limit of a call at once', async () => {
    const search = REGISTRY.calculator.calls.map((call) =>
      call.path === '/green/search'
        ? { ...call, params: { area: 'data', type: 'data', promo: 'data' }, limit: 'drafts' }
        : call,
    );
    await release({ ...REGISTRY, calculator: { ...REGISTRY.calculator, calls: search } });
    const statuses: number[] = [];
    const { draftsPerMinute } = readServerConfig({}, '/').limits;
    for (let i = 0; i <= draftsPerMinute; i++) {
      const answer = await shop.inject({
        method: 'GET',
        url: '/api/green/search?area=EUROPE&type=A&promo=1',
        remoteAddress: '10.9.0.1',
      });
      statuses.push(answer.statusCode);
    }
    expect(insurer.received[0]?.url).toBe('/green/search?area=EUROPE&type=A&promo=1');
    expect(statuses.slice(0, draftsPerMinute).every((status) => status === 200)).toBe(true);
    expect(statuses[draftsPerMinute]).toBe(429);
    // A step may add a limit, never drop one (docs/step-release.md): the edit back is refused, and the limit holds.
    await release(REGISTRY);
    for (let i = 0; i < draftsPerMinute; i++)
      await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', remoteAddress: '10.9.0.2' });
    const past = await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', remoteAddress: '10.9.0.2' });
    expect(past.statusCode).toBe(429);
  });
});
