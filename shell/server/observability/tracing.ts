// The W3C trace context each call to the insurer carries, and OpenTelemetry spans of the shop server
// (docs/operations.md, section 4). With the standard OTEL_EXPORTER_OTLP_ENDPOINT set, @fastify/otel spans each request
// (continued from the browser's traceparent), the undici instrumentation each call the server makes (the gateway's,
// the readiness check, the company read at start), sending that span's traceparent with it, and the ioredis one a
// request's Redis commands. Without an exporter none of that is registered (it cost the gateway half its rate,
// docs/operations.md, section 6): callTraceparent makes each call's traceparent with OpenTelemetry's own propagator.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import type { Context, TextMapGetter } from '@opentelemetry/api';
import { getBooleanFromEnv, getStringFromEnv, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  RandomIdGenerator,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildName, routeLabel, type ShopBuild } from './metrics';

/**
 * What a span may take out of the shop server: attributes from closed lists (methods, route templates, statuses, the
 * insurer's host, a Redis command's name), never a URL, query, header, body or error message (docs/operations.md).
 * The instrumentations record more than that (the full URL of an insurer call with its plate, the path and query a
 * buyer asked for, an error's message that may quote the buyer's body); this list is kept at the exporter, whatever
 * an instrumentation records.
 */
const EXPORTED_ATTRIBUTES = new Set([
  'http.request.method',
  'http.route',
  'http.response.status_code',
  'error.type',
  'server.address',
  'server.port',
  'url.scheme',
  'db.system.name',
  'db.operation.name',
  'fastify.root',
  'fastify.type',
  'hook.name',
  'hook.callback.name',
]);

/** The span as exported: the same span, with only the listed attributes, its status without message, no events. */
function privateSpan(span: ReadableSpan): ReadableSpan {
  const attributes = Object.fromEntries(
    Object.entries(span.attributes).filter(([name]) => EXPORTED_ATTRIBUTES.has(name)),
  );
  return Object.create(span, {
    attributes: { value: attributes },
    status: { value: { code: span.status.code } },
    events: { value: [] },
  }) as ReadableSpan;
}

/** The batching processor, handing its exporter only private spans. */
class PrivateSpans extends BatchSpanProcessor {
  override onEnd(span: ReadableSpan) {
    super.onEnd(privateSpan(span));
  }
}

/**
 * Only the browser's traceparent is taken in: its tracestate (or baggage) is text a client wrote, which the insurer
 * gets no more than any other header of the buyer's (docs/shop-server.md).
 */
class TraceparentOnly extends W3CTraceContextPropagator {
  override extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    return super.extract(context, { traceparent: getter.get(carrier, 'traceparent') }, defaultTextMapGetter);
  }
}

const traceparentOnly = new TraceparentOnly();

const ids = new RandomIdGenerator();
/** Set while the undici instrumentation puts its own traceparent on every call the process makes (startTracing). */
let sentByInstrumentation = false;

/**
 * A traceparent for one outgoing call: in the trace of `incoming` (a browser's traceparent) when it is valid, else in
 * a new trace, sampled; with a span id of its own. Only the traceparent is read: a browser's tracestate never goes on.
 * None while the instrumentation sends its own (it would be sent twice).
 */
export function callTraceparent(incoming: string | string[] | undefined): string | undefined {
  if (sentByInstrumentation) return undefined;
  const parent = trace.getSpanContext(
    traceparentOnly.extract(ROOT_CONTEXT, { traceparent: incoming }, defaultTextMapGetter),
  );
  const continued = parent && isSpanContextValid(parent);
  const carrier: { traceparent?: string } = {};
  traceparentOnly.inject(
    trace.setSpanContext(ROOT_CONTEXT, {
      traceId: continued ? parent.traceId : ids.generateTraceId(),
      spanId: ids.generateSpanId(),
      traceFlags: continued ? parent.traceFlags : TraceFlags.SAMPLED,
    }),
    carrier,
    defaultTextMapSetter,
  );
  return carrier.traceparent;
}

/** `headers` of a call the server makes on its own (no buyer's request), with a trace context of a new trace. */
export function traceHeaders(headers: Record<string, string>): Record<string, string> {
  const traceparent = callTraceparent(undefined);
  return traceparent ? { ...headers, traceparent } : headers;
}

/**
 * Tracing for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set (or `exporter` is given, tests) and
 * OTEL_SDK_DISABLED is not true, made once at start, before the first call to the insurer; undefined otherwise.
 * Whatever the exporter, it gets spans stripped of anything a buyer wrote (PrivateSpans). The standard variables
 * are read by the SDK's own readers, as every OpenTelemetry SDK reads them.
 */
export function startTracing(build: ShopBuild | undefined, exporter?: SpanExporter) {
  if (getBooleanFromEnv('OTEL_SDK_DISABLED')) return undefined;
  if (!exporter && !getStringFromEnv('OTEL_EXPORTER_OTLP_ENDPOINT')) return undefined;
  const provider = new NodeTracerProvider({
    // The shop's name and build, under what the operator sets (OTEL_RESOURCE_ATTRIBUTES, OTEL_SERVICE_NAME).
    resource: resourceFromAttributes({
      'service.name': 'greencard-shop',
      ...(build ? { 'service.version': buildName(build) } : {}),
    }).merge(detectResources({ detectors: [envDetector] })),
    // The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout).
    spanProcessors: [new PrivateSpans(exporter ?? new OTLPTraceExporter())],
  });
  provider.register({ propagator: traceparentOnly });

  const requests = new FastifyOtelInstrumentation({
    // One span per request and one for its handler, none per hook; an error's message may quote a buyer's body.
    instrumentHooks: false,
    recordExceptions: false,
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'page'}`),
  });
  const calls = new UndiciInstrumentation({
    requestHook: (span, request) => {
      if (span.isRecording()) span.updateName(`${request.method} ${request.path.split('?', 1)[0]}`);
    },
  });
  // A command's arguments are keys and values of buyers' sessions: a span names the command only.
  const redis = new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command });
  const unregister = registerInstrumentations({ tracerProvider: provider, instrumentations: [requests, calls, redis] });
  // The bundled server (shell/build-server.mjs) never requires ioredis by name, so the instrumentation's require hook
  // never sees it: its patch is applied to the class the server's connections are made of (and taken off on stop).
  const redisPatches = redis.getModuleDefinitions();
  for (const definition of redisPatches) definition.patch?.(Redis, undefined);
  sentByInstrumentation = true;
  const stop = async () => {
    for (const definition of redisPatches) definition.unpatch?.(Redis, undefined);
    unregister();
    sentByInstrumentation = false;
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  };
  let stopped: Promise<void> | undefined;

  return {
    /** Spans the shop server's requests: installed before any route. */
    async spanRequests(app: FastifyInstance) {
      await app.register(requests.plugin());
      // The route is known for sure once answered: the files' route hands a page's path to the page handler.
      app.addHook('onSend', (request, reply, payload, done) => {
        const { span } = request.opentelemetry();
        if (span?.isRecording()) {
          const route = routeLabel(request, reply);
          span.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
        }
        done(null, payload);
      });
    },
    /** Sends the spans still buffered and stops tracing (after the server has closed); once, however often called. */
    shutdown: () => (stopped ??= stop()),
  };
}

export type ShopTracing = NonNullable<ReturnType<typeof startTracing>>;
