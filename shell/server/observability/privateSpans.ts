// What a span may take out of the shop server: attributes from closed lists (methods, route templates, statuses, the
// insurer's host, a Redis command's name), never a URL, query, header, body or error message (docs/operations.md).
// The instrumentations record more than that (the full URL of an insurer call with its plate, the path and query a
// buyer asked for, an error's message that may quote the buyer's body); this list is kept at the exporter, whatever
// an instrumentation records.
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';

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

/** `exporter`, given only private spans. */
export function withoutPersonalData(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans: ReadableSpan[], done: (result: ExportResult) => void) =>
      exporter.export(spans.map(privateSpan), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}
