// The W3C trace context (traceparent) the shop server sends to the insurer on every call: one trace per buyer's
// request (continued from the browser's traceparent when it sent a valid one), one span id per insurer call, so the
// sandbox's or the insurer's log line of a call finds the shop's request (docs/operations.md).
import { randomIdSource } from './randomIds';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const randomId = randomIdSource();

/** The trace a request belongs to: the incoming one if valid, else a new one, sampled. */
export function traceOf(incoming: string | string[] | undefined): { traceId: string; flags: string } {
  const match = typeof incoming === 'string' ? TRACEPARENT.exec(incoming) : null;
  if (match?.[1] && match[1] !== ZERO_TRACE && match[2] !== '0'.repeat(16))
    return { traceId: match[1], flags: match[3] ?? '01' };
  return { traceId: randomId(16), flags: '01' };
}

/** A traceparent for one outgoing call of that trace, with a span id of its own. */
export function childTraceparent(trace: { traceId: string; flags: string }): string {
  return `00-${trace.traceId}-${randomId(8)}-${trace.flags}`;
}
