/** @jest-environment node */
import { trace } from '@opentelemetry/api';
import { ExportResultCode } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import { startRedis } from '../../../e2e/support/redis';
import { loadCompany } from '../company';
import { fakeInsurer, shopServer } from '../testing';
import { callTraceparent, startTracing, traceHeaders } from './tracing';

const BROWSER_TRACE = '0af7651916cd43dd8448eb211c80319c';
const BROWSER_SPAN = 'b7ad6b7169203331';
const BROWSER = `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`;

type Insurer = Awaited<ReturnType<typeof fakeInsurer>>;

/** An exporter keeping what it is given in `exported`: what the server exported by the time tracing stopped. */
const collecting = (exported: ReadableSpan[]): SpanExporter => ({
  export: (spans, done) => {
    exported.push(...spans);
    done({ code: ExportResultCode.SUCCESS });
  },
  shutdown: async () => undefined,
});

describe('without an exporter (no OTEL_EXPORTER_OTLP_ENDPOINT): a trace context on every insurer call, no SDK', () => {
  let insurer: Insurer;
  let shop: FastifyInstance;
  beforeAll(async () => {
    expect(startTracing(undefined)).toBeUndefined();
    insurer = await fakeInsurer({ 'GET /company': { body: { data: { id: 7, settings: [] } } } });
    shop = await shopServer(insurer.url);
  });
  afterAll(async () => {
    await shop.close();
    await insurer.close();
  });
  beforeEach(() => insurer.received.splice(0));
  const sentTraceparents = () => insurer.received.map((request) => request.headers.traceparent);

  it("continues the browser's trace with a span id of its own per call, and takes in nothing else the browser wrote", async () => {
    const headers = { traceparent: BROWSER, tracestate: 'buyer=wrote-this', baggage: 'plate=AA7777XX' };
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers });
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers });
    const sent = sentTraceparents();
    expect(sent).toEqual([
      expect.stringMatching(new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-01$`)),
      expect.stringMatching(new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-01$`)),
    ]);
    expect(new Set([...sent, BROWSER]).size).toBe(3);
    expect(insurer.received[0]?.headers.tracestate).toBeUndefined();
    expect(insurer.received[0]?.headers.baggage).toBeUndefined();
  });

  it.each([
    undefined,
    'garbage',
    `00-${'0'.repeat(32)}-${BROWSER_SPAN}-01`,
    `00-${BROWSER_TRACE}-${'0'.repeat(16)}-01`,
  ])('starts a new trace for the call of a request whose traceparent is %p', async (incoming) => {
    await shop.inject({
      method: 'GET',
      url: '/api/green/search?area=EUROPE',
      headers: incoming ? { traceparent: incoming } : {},
    });
    const [sent] = sentTraceparents();
    expect(sent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(sent).not.toContain(BROWSER_TRACE);
    expect(sent).not.toMatch(/^00-0{32}-/);
  });

  it("sends one with the company read at start, outside any buyer's request", async () => {
    // Whether the answer makes a company or not, the call went out with its trace context.
    await loadCompany(insurer.url, 'partner-secret', { attempts: 1 }).catch(() => undefined);
    expect(sentTraceparents()).toEqual([expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)]);
  });
});

describe('with an exporter', () => {
  it("spans a request and its insurer call in the browser's trace, and the insurer gets the call's span as parent", async () => {
    const exported: ReadableSpan[] = [];
    const tracing = startTracing(undefined, collecting(exported));
    if (!tracing) throw new Error('an exporter starts tracing');
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, {}, { tracing });
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers: { traceparent: BROWSER } });
    await shop.inject({ method: 'GET', url: '/uk/' });
    await shop.close();
    await insurer.close();
    await tracing.shutdown();

    const byId = new Map(exported.map((span) => [span.spanContext().spanId, span]));
    const ancestors = (span: ReadableSpan | undefined): string[] => {
      const parent = span?.parentSpanContext?.spanId;
      return parent ? [parent, ...ancestors(byId.get(parent))] : [];
    };
    const gateway = exported.find((span) => span.name === 'GET /api/*');
    const call = exported.find((span) => span.name === 'GET /green/search');
    expect(gateway?.spanContext().traceId).toBe(BROWSER_TRACE);
    expect(gateway?.parentSpanContext?.spanId).toBe(BROWSER_SPAN);
    expect(ancestors(call)).toContain(gateway?.spanContext().spanId);
    // One traceparent, the call's span's: the gateway adds none of its own while the instrumentation sends it.
    expect(insurer.received[0]?.headers.traceparent).toBe(`00-${BROWSER_TRACE}-${call?.spanContext().spanId}-01`);
    expect(gateway?.attributes).toMatchObject({
      'http.route': '/api/*',
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });
    expect(call?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'server.address': '127.0.0.1',
      'http.response.status_code': 200,
    });
    expect(exported.find((span) => span.name === 'GET page')?.attributes['http.response.status_code']).toEqual(
      expect.any(Number),
    );
    // No span takes out the query the buyer sent, nor any URL (privateSpan).
    expect(JSON.stringify(exported.map((span) => [span.name, span.attributes]))).not.toMatch(
      /area=EUROPE|url\.(full|path|query)/,
    );
  }, 20_000);

  it("spans the Redis commands of a request by the command's name only (their keys are buyers' sessions)", async () => {
    const redis = await startRedis();
    const exported: ReadableSpan[] = [];
    const tracing = startTracing(undefined, collecting(exported));
    if (!tracing) throw new Error('an exporter starts tracing');
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, { redisUrl: redis.url }, { tracing });
    // The challenge's route counts its client in Redis (its rate limit).
    expect((await shop.inject({ method: 'GET', url: '/api/smsChallenge' })).statusCode).toBe(200);
    await shop.close();
    await insurer.close();
    await tracing.shutdown();
    await redis.stop();

    const request = exported.find((span) => span.name === 'GET /api/smsChallenge');
    const commands = exported.filter((span) => span.attributes['db.system.name'] === 'redis');
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      expect(command.attributes).toEqual({
        'db.system.name': 'redis',
        'db.operation.name': command.name,
        'server.address': '127.0.0.1',
        'server.port': expect.any(Number),
      });
      expect(command.spanContext().traceId).toBe(request?.spanContext().traceId);
    }
  }, 20_000);
});

describe('the resource and the standard variables, read as every OpenTelemetry SDK reads them', () => {
  const BUILD = { version: '1.4.0', build: '4f3c2a1' };
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (name.startsWith('OTEL_')) delete process.env[name];
    Object.assign(process.env, saved);
  });

  /** The resource of a span made with tracing started from the environment as it is now. */
  const resourceOfASpan = async (build = BUILD) => {
    const exported: ReadableSpan[] = [];
    const tracing = startTracing(build, collecting(exported));
    if (!tracing) throw new Error('an exporter starts tracing');
    trace.getTracer('test').startSpan('a span').end();
    await tracing.shutdown();
    return exported[0]?.resource.attributes;
  };

  it("names the shop and its build: service.version is the shell build's <version>+<build>", async () => {
    expect(await resourceOfASpan()).toMatchObject({
      'service.name': 'greencard-shop',
      'service.version': '1.4.0+4f3c2a1',
    });
  });

  it('takes OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME over its own', async () => {
    process.env.OTEL_RESOURCE_ATTRIBUTES = 'deployment.environment.name=staging,service.namespace=greencard';
    process.env.OTEL_SERVICE_NAME = 'shop-eu';
    expect(await resourceOfASpan()).toMatchObject({
      'service.name': 'shop-eu',
      'service.version': '1.4.0+4f3c2a1',
      'deployment.environment.name': 'staging',
      'service.namespace': 'greencard',
    });
  });

  it('starts nothing with OTEL_SDK_DISABLED=true, exporter or endpoint set', () => {
    process.env.OTEL_SDK_DISABLED = 'true';
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    expect(startTracing(BUILD)).toBeUndefined();
    expect(startTracing(BUILD, collecting([]))).toBeUndefined();
  });

  it('starts with OTEL_EXPORTER_OTLP_ENDPOINT alone', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:9';
    const tracing = startTracing(BUILD);
    expect(tracing).toBeDefined();
    await tracing?.shutdown();
  });
});

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/;

describe('the trace context sent to the insurer without an exporter', () => {
  it("continues a browser's valid trace with a span id of its own per call, keeping its sampled flag", () => {
    const sent = [callTraceparent(BROWSER), callTraceparent(BROWSER)];
    expect(sent).toEqual([expect.stringMatching(TRACEPARENT), expect.stringMatching(TRACEPARENT)]);
    expect(sent.map((one) => TRACEPARENT.exec(one ?? '')?.[1])).toEqual([BROWSER_TRACE, BROWSER_TRACE]);
    expect(new Set([...sent, BROWSER]).size).toBe(3);
    expect(callTraceparent(`00-${BROWSER_TRACE}-b7ad6b7169203331-00`)).toMatch(
      new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-00$`),
    );
  });

  it.each([
    undefined,
    'garbage',
    `00-${'0'.repeat(32)}-b7ad6b7169203331-01`,
    `00-${BROWSER_TRACE}-${'0'.repeat(16)}-01`,
    `ff-${BROWSER_TRACE}-b7ad6b7169203331-01`,
    `00-${BROWSER_TRACE.toUpperCase()}-b7ad6b7169203331-01`,
  ])('starts a new sampled trace for %j', (incoming) => {
    const sent = callTraceparent(incoming) ?? '';
    const [, traceId, spanId, flags] = TRACEPARENT.exec(sent) ?? [];
    expect(traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
    expect(traceId).not.toBe(BROWSER_TRACE);
    expect(spanId).toMatch(/^(?!0{16})[0-9a-f]{16}$/);
    expect(flags).toBe('01');
  });

  it('draws new ids for every trace', () => {
    const traces = new Set(Array.from({ length: 1000 }, () => TRACEPARENT.exec(callTraceparent(undefined) ?? '')?.[1]));
    expect(traces.size).toBe(1000);
  });

  it("gives the server's own calls a new trace, and none while the instrumentation sends its own", async () => {
    expect(traceHeaders({ 'COM-TOKEN': 't' })).toEqual({
      'COM-TOKEN': 't',
      traceparent: expect.stringMatching(TRACEPARENT),
    });
    const tracing = startTracing(undefined, collecting([]));
    try {
      expect(callTraceparent(BROWSER)).toBeUndefined();
      expect(traceHeaders({ 'COM-TOKEN': 't' })).toEqual({ 'COM-TOKEN': 't' });
    } finally {
      await tracing?.shutdown();
    }
    expect(callTraceparent(BROWSER)).toMatch(TRACEPARENT);
  });
});
