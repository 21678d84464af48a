/** @jest-environment node */
import { ExportResultCode } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { fakeInsurer, shopServer } from '../testing';
import { startTracing } from './tracing';

describe('OpenTelemetry spans', () => {
  it('exist only with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
    expect(startTracing({})).toBeUndefined();
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBeDefined();
  });

  it("span a request and its insurer call, continuing the browser's trace, and send the call's context to the insurer", async () => {
    // What the server exported by the time it closed (it flushes its spans on close).
    const exported: ReadableSpan[] = [];
    const exporter: SpanExporter = {
      export: (spans, done) => {
        exported.push(...spans);
        done({ code: ExportResultCode.SUCCESS });
      },
      shutdown: async () => undefined,
    };
    const tracing = startTracing({}, exporter);
    const insurer = await fakeInsurer();
    const shop = await shopServer(insurer.url, {}, tracing ? { tracing } : {});
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await shop.inject({ method: 'GET', url: '/api/green/search?area=EUROPE', headers: { traceparent: incoming } });
    await shop.inject({ method: 'GET', url: '/uk/' });
    await shop.close();
    await insurer.close();

    const spans = exported;
    const gateway = spans.find((span) => span.name === 'GET /api/*');
    const call = spans.find((span) => span.name === 'insurer GET /green/search');
    expect(gateway?.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(gateway?.parentSpanId).toBe('b7ad6b7169203331');
    expect(call?.parentSpanId).toBe(gateway?.spanContext().spanId);
    expect(insurer.received[0]?.headers.traceparent).toBe(
      `00-0af7651916cd43dd8448eb211c80319c-${call?.spanContext().spanId}-01`,
    );
    expect(spans.find((span) => span.name === 'GET page')?.attributes['http.response.status_code']).toBeDefined();
  });
});
