/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { fakeInsurer, REGISTRY, sessionCookieOf, shopServer, smsProof } from '../testing';
import { createShopMetrics, metricsServer, shopBuildOf, type ShopMetrics } from './metrics';
import { buildOfManifest } from './stepBuild';

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

const json = { 'content-type': 'application/json' };
/** The payment step released as a versioned build, as `npm run release` writes its entry. */
const PAYMENT_BUILD = '1.2.0+abc1234';
function releasedRegistry(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'metrics-registry-')), 'registry.json');
  const manifest = `http://127.0.0.1:9005/${PAYMENT_BUILD}/mf-manifest.json`;
  writeFileSync(file, JSON.stringify({ ...REGISTRY, payment: { ...REGISTRY.payment, manifest } }));
  return file;
}

describe('/metrics: requests, insurer calls and the journey, with closed labels only', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  let metrics: ShopMetrics;
  let scrape: () => Promise<string>;
  let confirmStatus = 'PAID';
  beforeAll(async () => {
    insurer = await fakeInsurer({
      'POST /green/save/draft': { body: { data: { id: 41, number: 'GC00000041' } } },
      'POST /confirmContractPayment': () => ({
        body: { data: { status: confirmStatus, contractNumber: 'GC00000041' } },
      }),
      'GET /sendCode': { status: 500, body: { message: 'down' } },
      'GET /model': { hang: true },
    });
    metrics = createShopMetrics();
    shop = await shopServer(insurer.url, { insurerTimeoutMs: 200, registryFile: releasedRegistry() }, { metrics });
    const listener = metricsServer(metrics.registry);
    scrape = async () => (await listener.inject({ method: 'GET', url: '/metrics' })).body;
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });

  async function buyer() {
    const draft = await shop.inject({
      method: 'POST',
      url: '/api/green/save/draft',
      headers: json,
      payload: { name_first: 'x' },
    });
    return sessionCookieOf(draft);
  }

  it('counts requests by route template, method and status, never by path', async () => {
    await shop.inject({ method: 'GET', url: '/api/number?q=AA1234BB' });
    await shop.inject({ method: 'GET', url: '/healthz' });
    await shop.inject({ method: 'GET', url: '/en/payment' });
    await shop.inject({ method: 'GET', url: '/main.0123456789.js' });
    const text = await scrape();
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{route="page",method="GET",status="200"\} 1/);
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{route="\/\*",method="GET",status="200"\} 1/);
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{route="\/api\/\*",method="GET",status="200"\} [1-9]/,
    );
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} 1/);
    expect(text).not.toContain('AA1234BB');
    // Each counted once: none of the answered requests as one whose buyer left.
    expect(text).not.toContain('status="499"');
  });

  it('counts each insurer call by call and outcome: answered, failing, timed out', async () => {
    const cookie = await buyer();
    await shop.inject({
      method: 'GET',
      url: '/api/sendCode?contract_id=41',
      headers: { cookie, ...(await smsProof(shop)) },
    });
    await shop.inject({ method: 'GET', url: '/api/model?q=golf' });
    const text = await scrape();
    expect(text).toMatch(
      /shop_insurer_call_duration_seconds_count\{call="POST \/green\/save\/draft",outcome="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/shop_insurer_call_duration_seconds_count\{call="GET \/sendCode",outcome="5xx"\} 1/);
    expect(text).toMatch(/shop_insurer_call_duration_seconds_count\{call="GET \/model",outcome="timeout"\} 1/);
    // The same calls by the step that declares them and its build: what a canary compares builds by.
    expect(text).toContain('shop_step_insurer_calls_total{step="confirm",build="unknown",outcome="5xx"} 1');
    expect(text).toContain('shop_step_insurer_calls_total{step="contract",build="unknown",outcome="timeout"} 1');
  });

  it('counts the journey by event, owner step and build, and a payment by its provider and outcome', async () => {
    const cookie = await buyer();
    const confirm = (provider: string) =>
      shop.inject({
        method: 'POST',
        url: '/api/confirmContractPayment',
        headers: { ...json, cookie },
        payload: { contract_id: 41, provider, params: {} },
      });
    await shop.inject({
      method: 'POST',
      url: '/api/payment/easypay',
      headers: { ...json, cookie },
      payload: { contract_id: 41, successUrl: 'http://localhost:80/ok', failUrl: 'http://localhost:80/fail' },
    });
    confirmStatus = 'PAID';
    const paid = await confirm('easypay');
    expect(paid.json()).toEqual({ data: { status: 'PAID', contractNumber: 'GC00000041' } });
    confirmStatus = 'DECLINED';
    await confirm('instalments');
    await confirm('GC00000041');
    const text = await scrape();
    expect(text).toMatch(/shop_journey_events_total\{event="draft_saved",step="contract",build="unknown"\} [1-9]/);
    expect(buildOfManifest(REGISTRY.contract.manifest)).toBe('unknown');
    expect(text).toContain(
      `shop_journey_events_total{event="paid",step="payment",build="${PAYMENT_BUILD}",provider="easypay"} 1`,
    );
    expect(text).toContain(
      `shop_journey_events_total{event="declined",step="payment",build="${PAYMENT_BUILD}",provider="instalments"} 1`,
    );
    // A provider off the allow-list (a forged body) never becomes a label.
    expect(text).toContain(
      `shop_journey_events_total{event="declined",step="payment",build="${PAYMENT_BUILD}",provider="other"} 1`,
    );
    expect(text).not.toContain('GC00000041');
  });

  it('counts no journey event for a refused call', async () => {
    const before = await metrics.journey.get();
    await shop.inject({
      method: 'POST',
      url: '/api/confirmContractPayment',
      headers: json,
      payload: { contract_id: 99, provider: 'easypay', params: {} },
    });
    expect((await metrics.journey.get()).values).toEqual(before.values);
  });
});

describe('a request whose buyer left before its answer', () => {
  // A buyer who gives up waiting (a hanging insurer, a slow page) closes the connection: fastify then never runs onResponse.
  it('is logged and counted as the edge logs it, 499, with how long they waited', async () => {
    const insurer = await fakeInsurer({ 'GET /model': { hang: true } });
    const metrics = createShopMetrics();
    const lines: string[] = [];
    const logger = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const shop = await shopServer(insurer.url, { insurerTimeoutMs: 1000 }, { metrics, logger });
    await shop.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.server.address() as { port: number };
    // An answer sent whole is counted once, by onResponse.
    await new Promise((resolve) => http.get({ host: '127.0.0.1', port, path: '/healthz' }, resolve).end());
    const call = http.get({ host: '127.0.0.1', port, path: '/api/model?q=AA1234BB' });
    call.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    call.destroy();
    // Past the insurer's timeout too: the 504 the gateway then tries to send reaches no one and is not counted again.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const { body } = await metricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });
    await shop.close();
    await insurer.close();
    expect(body).toContain('shop_http_request_duration_seconds_count{route="/api/*",method="GET",status="499"} 1');
    expect(body).toContain('shop_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"} 1');
    expect(body).not.toMatch(/route="\/healthz",method="GET",status="499"/);
    expect(lines.filter((line) => line.includes('"msg":"request"'))).toHaveLength(2);
    expect(body).not.toMatch(/route="\/api\/\*",method="GET",status="504"/);
    const left = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.status === 499);
    expect(left).toMatchObject({ msg: 'request', request: { method: 'GET', route: '/api/*', path: '/api/model' } });
    expect(left?.ms).toBeGreaterThanOrEqual(150);
  });
});

describe('an insurer call whose buyer left before it ended', () => {
  // The call is counted when it ends, not when its answer reaches the buyer: a buyer who gave up on a hanging insurer
  // is one ShopInsurerErrors must see.
  it("is counted once, by the call's outcome; an answered call still once", async () => {
    const insurer = await fakeInsurer({ 'GET /model': { hang: true } });
    const metrics = createShopMetrics();
    const shop = await shopServer(insurer.url, { insurerTimeoutMs: 500 }, { metrics });
    await shop.listen({ port: 0, host: '127.0.0.1' });
    const { port } = shop.server.address() as { port: number };
    const answered = await shop.inject({ method: 'GET', url: '/api/number?q=AA1234BB' });
    expect(answered.statusCode).toBe(200);
    const call = http.get({ host: '127.0.0.1', port, path: '/api/model?q=golf' });
    call.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    call.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { body } = await metricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });
    await shop.close();
    await insurer.close();
    expect(body).toContain('shop_insurer_call_duration_seconds_count{call="GET /model",outcome="timeout"} 1');
    expect(body).toContain('shop_step_insurer_calls_total{step="contract",build="unknown",outcome="timeout"} 1');
    expect(body).toContain('shop_insurer_call_duration_seconds_count{call="GET /number",outcome="2xx"} 1\n');
  });
});

describe('what an alert counts the increase of', () => {
  // Prometheus sees no increase in a series whose first sample is already 1: the first refusal must raise it from 0.
  it("is exported from the server's start at 0: the SMS ceiling's refusals (ShopSmsPaused)", async () => {
    const insurer = await fakeInsurer();
    const metrics = createShopMetrics();
    const shop = await shopServer(insurer.url, {}, { metrics });
    const { body } = await metricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });
    await shop.close();
    await insurer.close();
    expect(body).toContain('shop_sms_total{outcome="ceiling"} 0');
  });
});

describe('shop_build_info: the build this server runs', () => {
  const scrape = (metrics: ShopMetrics) => metricsServer(metrics.registry).inject({ method: 'GET', url: '/metrics' });

  it("is 1, labelled with the shell build's version and build id", async () => {
    const shell = { metaData: { greencard: { version: '1.4.0', build: '4f3c2a1', journeyMajor: 1 } } };
    const { body } = await scrape(createShopMetrics(shopBuildOf(shell)));
    expect(body).toContain('shop_build_info{version="1.4.0",build="4f3c2a1"} 1');
  });

  it('is absent from a server whose folder is no shell build, rather than labelled with a guess', async () => {
    expect(shopBuildOf({})).toBeUndefined();
    expect((await scrape(createShopMetrics(shopBuildOf({})))).body).not.toContain('shop_build_info');
  });
});
