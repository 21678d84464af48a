/** @jest-environment node */
import { Writable } from 'node:stream';
import { ExportResultCode } from '@opentelemetry/core';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { fakeInsurer, LOYALTY_LINK_KEY, loyaltyLink, sessionCookieOf, shopServer, smsProof } from '../testing';
import { loyaltyLinkSignature } from '../session/loyaltyLink';
import { createShopMetrics, metricsServer } from './metrics';
import { startTracing, type ShopTracing } from './tracing';

/** A buyer's personal data, codes and secrets, each a string that must appear nowhere in the logs or /metrics. */
const BUYER = {
  name: 'Taras',
  surname: 'Shevchenkovych',
  nameLatin: 'Tarasio',
  taxNumber: '3012345678',
  birthday: '1984-03-09',
  documentSeries: 'KX',
  documentNumber: '998877',
  phone: '+380671112233',
  email: 'taras.buyer@example.test',
  address: 'Khreshchatyk 22, apt 5',
  plate: 'AA7777XX',
  vin: 'WVWZZZ1JZXW000001',
};
const CODE = '493817';
const LOYALTY_ID = 'loyal-customer-5544';
const LINK_UNTIL = Math.floor(Date.now() / 1000) + 3600;
const CONTRACT_NUMBER = 'GC00031337';
const TOKEN = 'partner-secret';
const SECRETS = [
  ...Object.values(BUYER),
  CODE,
  LOYALTY_ID,
  loyaltyLinkSignature(LOYALTY_LINK_KEY, LOYALTY_ID, LINK_UNTIL),
  CONTRACT_NUMBER,
  TOKEN,
];

const json = { 'content-type': 'application/json' };

/**
 * Whether `secret` is written as a value of its own. Digits inside a longer number or id are not it: a duration, a
 * timestamp or a random trace id holds any six digits now and then (the document number 998877 once stood inside one).
 */
const writes = (text: string, secret: string) =>
  new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`).test(text);

describe.each(['uk', 'en'])(
  'a whole journey in %s leaves no personal data in the logs, /metrics or the spans',
  (lang) => {
    const lines: string[] = [];
    const spans: ReadableSpan[] = [];
    let tracing: ShopTracing | undefined;
    let insurer: Awaited<ReturnType<typeof fakeInsurer>>;
    let shop: FastifyInstance;
    let scrape: () => Promise<string>;
    beforeAll(async () => {
      // The insurer echoes the buyer back, as the real one does, and fails once with the data in its error.
      insurer = await fakeInsurer({
        'POST /green/save/draft': { body: { data: { id: 31337, number: CONTRACT_NUMBER, insurant: BUYER } } },
        'GET /number': { body: { data: [{ plate: BUYER.plate, vin: BUYER.vin }] } },
        'POST /checkCode': { status: 400, body: { message: `Wrong code ${CODE} for ${BUYER.phone}` } },
        'POST /loyalty/balance': { body: { data: { customer_id: LOYALTY_ID, phone: BUYER.phone, balance: 100 } } },
        'GET /order/show': {
          headers: { 'content-type': 'application/pdf' },
          body: `%PDF ${BUYER.name} ${BUYER.taxNumber}`,
        },
        'POST /confirmContractPayment': { body: { data: { status: 'PAID', contractNumber: CONTRACT_NUMBER } } },
      });
      const metrics = createShopMetrics();
      const logs = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
      tracing = startTracing(undefined, {
        export: (exported, done) => (spans.push(...exported), done({ code: ExportResultCode.SUCCESS })),
        shutdown: async () => undefined,
      });
      shop = await shopServer(
        insurer.url,
        { comToken: TOKEN },
        { metrics, logger: logs, ...(tracing ? { tracing } : {}) },
      );
      const listener = metricsServer(metrics.registry);
      scrape = async () => (await listener.inject({ method: 'GET', url: '/metrics' })).body;
    });
    afterAll(async () => {
      await shop.close();
      await insurer.close();
      await tracing?.shutdown();
    });

    it('runs the calls of a purchase and finds none of it written', async () => {
      const page = await shop.inject({
        method: 'GET',
        url: loyaltyLink(LOYALTY_ID, { path: `/${lang}/`, until: LINK_UNTIL }),
      });
      const cookie = page.cookies.length ? sessionCookieOf(page) : '';
      const call = (
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        payload?: object,
        headers: Record<string, string> = {},
      ) =>
        shop.inject({
          method,
          url,
          headers: { ...json, cookie, 'accept-language': lang, ...headers },
          ...(payload ? { payload } : {}),
        });
      await call('GET', `/api/number?q=${BUYER.plate}`);
      await call('GET', `/api/place?country=UA&q=${encodeURIComponent(BUYER.address)}`);
      const draft = await call('POST', '/api/green/save/draft', {
        name_first: BUYER.nameLatin,
        name_last: BUYER.surname,
        code: BUYER.taxNumber,
        birth_date: BUYER.birthday,
        doc_seria: BUYER.documentSeries,
        doc_number: BUYER.documentNumber,
        phone: BUYER.phone,
        email: BUYER.email,
        address: BUYER.address,
        state_number: BUYER.plate,
        body_number: BUYER.vin,
      });
      const buyer = sessionCookieOf(draft);
      const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        call(method, url, payload, { cookie: buyer });
      await call('GET', '/api/sendCode?contract_id=31337', undefined, { cookie: buyer, ...(await smsProof(shop)) });
      await as('POST', '/api/checkCode', { contract_id: 31337, code: CODE });
      // A parameter the call does not take is refused, naming it and not its value.
      await as('POST', '/api/checkCode', { contract_id: 31337, code: CODE, phone: BUYER.phone });
      await as('POST', '/api/loyalty/balance', { contract_id: 31337, customer_id: LOYALTY_ID });
      await as('POST', '/api/payment/easypay', {
        contract_id: 31337,
        amount: 1000,
        successUrl: 'http://localhost:80/ok',
        failUrl: 'http://localhost:80/no',
      });
      await as('POST', '/api/confirmContractPayment', {
        contract_id: 31337,
        provider: 'easypay',
        params: { orderId: CONTRACT_NUMBER },
      });
      await as('GET', `/api/order/show?contract_id=31337&lang=${lang}`);
      // What a buyer mistypes reaches the server too: a broken JSON body quoting their data.
      await shop.inject({
        method: 'POST',
        url: '/api/checkCode',
        headers: { ...json, cookie: buyer },
        payload: `{"code": "${CODE}", "phone": "${BUYER.phone}"`,
      });
      await shop.inject({ method: 'GET', url: `/${lang}/payment/return?contract_id=31337&orderId=${CONTRACT_NUMBER}` });

      // The journey did run and was logged: one line per request, each with its id.
      expect(insurer.received.length).toBeGreaterThanOrEqual(8);
      const requests = lines
        .map((line) => JSON.parse(line) as { msg: string; reqId?: string })
        .filter((line) => line.msg === 'request');
      expect(requests.length).toBeGreaterThanOrEqual(12);
      expect(requests.every((line) => typeof line.reqId === 'string')).toBe(true);

      // Tracing stopped sends the spans it still held.
      await tracing?.shutdown();
      expect(spans.length).toBeGreaterThanOrEqual(20);
      const spanTexts = spans.map(({ name, attributes, status, events }) =>
        JSON.stringify({ name, attributes, status, events }),
      );
      const written = lines.join('') + (await scrape()) + spanTexts.join('');
      for (const secret of SECRETS)
        expect({ secret, found: writes(written, secret) }).toEqual({ secret, found: false });
    });
  },
);

describe('finding a secret in what was written', () => {
  it('finds it as a value, in JSON, a query or text, and not as digits of a longer number or id', () => {
    expect(writes('{"documentNumber":"998877"}', '998877')).toBe(true);
    expect(writes('/api/number?q=998877&x=1', '998877')).toBe(true);
    expect(writes('series KX 998877 issued', '998877')).toBe(true);
    expect(writes('{"phone":"+380671112233"}', '+380671112233')).toBe(true);
    expect(writes('{"email":"taras.buyer@example.test"}', 'taras.buyer@example.test')).toBe(true);
    expect(writes('{"time":1764171998877}', '998877')).toBe(false);
    expect(writes('{"responseTime":2.998877}', '998877')).toBe(false);
    expect(writes('{"traceId":"4bf92f3577b34da6a3ce929d0e0e998877"}', '998877')).toBe(false);
    expect(writes('{"email":"taras.buyerXexample.test"}', 'taras.buyer@example.test')).toBe(false);
  });
});

describe('the redaction at the logger', () => {
  it('censors personal fields of any object that reaches a log line', async () => {
    const lines: string[] = [];
    const insurer = await fakeInsurer();
    const logs = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const shop = await shopServer(insurer.url, {}, { logger: logs });
    shop.log.info({ body: { insurant: BUYER }, code: CODE, headers: { cookie: 'gc_session=abc' } }, 'careless');
    await shop.close();
    await insurer.close();
    const line = lines.find((l) => l.includes('careless')) ?? '';
    expect(line).toContain('[redacted]');
    for (const secret of [...Object.values(BUYER), CODE, 'gc_session=abc']) expect(line).not.toContain(secret);
  });
});
