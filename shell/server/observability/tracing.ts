// OpenTelemetry spans of the shop server (docs/operations.md): only when the standard OTEL_EXPORTER_OTLP_ENDPOINT
// is set; without it no tracer exists and each request costs one random trace context for the insurer, no more.
// A span per request (the page render, the gateway), continued from the browser's traceparent, and a span per
// insurer call, whose context is the traceparent the insurer gets.
import { context, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from './requestMetrics';
import { childTraceparent, traceOf } from './traceContext';

declare module 'fastify' {
  interface FastifyRequest {
    /** The traceparent of an insurer call this request makes (`call`: "METHOD /path" of the allow-list). */
    insurerTraceparent(call: string): string;
  }
}

export interface ShopTracing {
  tracer: Tracer;
  /** Sends the spans still buffered (on stop). */
  shutdown: () => Promise<void>;
}

/** A tracer exporting to OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (or to `exporter`, tests); else none. */
export function startTracing(env: NodeJS.ProcessEnv, exporter?: SpanExporter): ShopTracing | undefined {
  if (!exporter && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  const provider = new BasicTracerProvider({
    resource: new Resource({ 'service.name': env.OTEL_SERVICE_NAME ?? 'greencard-shop' }),
    // The exporter reads the standard OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout).
    spanProcessors: [new BatchSpanProcessor(exporter ?? new OTLPTraceExporter())],
  });
  return { tracer: provider.getTracer('greencard-shop'), shutdown: () => provider.shutdown() };
}

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (headers: FastifyRequest['headers']) => Object.keys(headers),
  get: (headers: FastifyRequest['headers'], key: string) => headers[key],
};

const traceparentOf = (span: Span) => {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-0${traceFlags & 1}`;
};

async function traceContextPlugin(app: FastifyInstance, { tracing }: { tracing?: ShopTracing }) {
  if (!tracing) {
    app.decorateRequest('insurerTraceparent', function insurerTraceparent(this: FastifyRequest) {
      return childTraceparent(traceOf(this.headers.traceparent));
    });
    return;
  }
  const { tracer } = tracing;
  const spans = new WeakMap<FastifyRequest, { request: Span; calls: Span[] }>();
  app.decorateRequest('insurerTraceparent', function insurerTraceparent(this: FastifyRequest, call: string) {
    const found = spans.get(this);
    if (!found) return childTraceparent(traceOf(this.headers.traceparent));
    const span = tracer.startSpan(
      `insurer ${call}`,
      { kind: SpanKind.CLIENT, attributes: { 'insurer.call': call } },
      trace.setSpan(context.active(), found.request),
    );
    found.calls.push(span);
    return traceparentOf(span);
  });
  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(context.active(), request.headers, headerGetter);
    const route = request.routeOptions.url ?? 'page';
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, 'http.route': route },
      },
      parent,
    );
    spans.set(request, { request: span, calls: [] });
  });
  app.addHook('onResponse', async (request, reply) => {
    const found = spans.get(request);
    if (!found) return;
    spans.delete(request);
    for (const call of found.calls) call.end();
    // The route is known for sure once answered: the files' route hands a page's path to the page handler.
    const route = routeLabel(request, reply);
    found.request.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
    found.request.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) found.request.setStatus({ code: SpanStatusCode.ERROR });
    found.request.end();
  });
  app.addHook('onClose', async () => tracing.shutdown());
}

export default fp(traceContextPlugin, { name: 'trace-context' });
