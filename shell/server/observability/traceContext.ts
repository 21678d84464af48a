// The W3C trace context (traceparent) each call to the insurer carries, made with OpenTelemetry's own propagator and
// id generator: one trace per buyer's request (continued from the browser's traceparent when it sent a valid one),
// one span id per insurer call, so the sandbox's or the insurer's log line of a call finds the shop's request
// (docs/operations.md). This is all a process without an exporter does for tracing: no SDK, no context manager, no
// instrumentation is registered then, which cost the gateway half its rate (docs/operations.md, section 6). With an
// exporter, the undici instrumentation sends each call's span instead (tracing.ts).
import {
  defaultTextMapGetter,
  defaultTextMapSetter,
  isSpanContextValid,
  ROOT_CONTEXT,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The traceparent of an insurer call this request makes; none when the instrumentation sends its own. */
    insurerTraceparent(): string | undefined;
  }
}

const propagator = new W3CTraceContextPropagator();
const ids = new RandomIdGenerator();
/** Set while tracing's instrumentation puts its own traceparent on every call the process makes (tracing.ts). */
let sentByInstrumentation = false;

/** Whether the calls' traceparents are the instrumentation's (tracing.ts, while it runs) rather than made here. */
export function traceparentsFromInstrumentation(on: boolean) {
  sentByInstrumentation = on;
}

/**
 * A traceparent for one outgoing call: in the trace of `incoming` (a browser's traceparent) when it is valid, else in
 * a new trace, sampled; with a span id of its own. Only the traceparent is read: a browser's tracestate never goes on.
 * None while the instrumentation sends its own (it would be sent twice).
 */
export function callTraceparent(incoming: string | string[] | undefined): string | undefined {
  if (sentByInstrumentation) return undefined;
  const parent = trace.getSpanContext(
    propagator.extract(ROOT_CONTEXT, { traceparent: incoming }, defaultTextMapGetter),
  );
  const continued = parent && isSpanContextValid(parent);
  const carrier: { traceparent?: string } = {};
  propagator.inject(
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

/** Gives each request its insurer calls' traceparent, continued from the one the browser sent. */
export function installTraceContext(app: FastifyInstance) {
  app.decorateRequest('insurerTraceparent', function insurerTraceparent(this: FastifyRequest) {
    return callTraceparent(this.headers.traceparent);
  });
}

/** `headers` of a call the server makes on its own (no buyer's request), with a trace context of a new trace. */
export function traceHeaders(headers: Record<string, string>): Record<string, string> {
  const traceparent = callTraceparent(undefined);
  return traceparent ? { ...headers, traceparent } : headers;
}
