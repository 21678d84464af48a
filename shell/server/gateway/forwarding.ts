// What crosses the shop server in each direction: the headers it lets through, and how an insurer that cannot be
// reached is answered. Everything else about a forwarded call is decided in callRules.ts.
import type { IncomingHttpHeaders } from 'node:http';

/** Request headers the insurer gets from the browser; the rest (cookies, Authorization, X-Forwarded-*) stay here. */
const PASSED_REQUEST_HEADERS = ['host', 'content-type', 'content-length', 'accept', 'accept-language'] as const;

/** Answer headers the browser gets from the insurer; its cookies, CORS and caching headers stay out. */
const PASSED_ANSWER_HEADERS = ['content-type', 'content-length', 'content-disposition', 'retry-after'] as const;

const TOKEN_HEADER = 'com-token';

/** Who asked, as this server determined it (behind a trusted proxy, the forwarded client address). */
export interface Caller {
  ip: string;
  id: string;
  /** The W3C trace context of this call (observability/traceContext.ts); none when the instrumentation sends it. */
  traceparent: string | undefined;
}

/** A new object on every call: the caller may add to it. */
export function insurerRequestHeaders(
  caller: Caller,
  headers: IncomingHttpHeaders,
  comToken: string,
): IncomingHttpHeaders {
  const passed: IncomingHttpHeaders = {};
  for (const name of PASSED_REQUEST_HEADERS) if (headers[name] !== undefined) passed[name] = headers[name];
  passed[TOKEN_HEADER] = comToken;
  // The client's address as this server determined it (trustProxy), never a header the client wrote itself.
  passed['x-forwarded-for'] = caller.ip;
  passed['x-request-id'] = caller.id;
  if (caller.traceparent) passed.traceparent = caller.traceparent;
  return passed;
}

export function browserAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const passed: IncomingHttpHeaders = {};
  for (const name of PASSED_ANSWER_HEADERS) if (headers[name] !== undefined) passed[name] = headers[name];
  // Answers are about one buyer's contract: no cache may keep them.
  passed['cache-control'] = 'no-store';
  return passed;
}

/** An unreachable insurer is 502 and a timed-out one 504 (docs/shop-server.md); the page shows its serverError text. */
export function unreachableInsurerAnswer(error: unknown): { status: 502 | 504; message: string } {
  const statusCode = error && typeof error === 'object' && 'statusCode' in error ? error.statusCode : undefined;
  return statusCode === 504
    ? { status: 504, message: 'The insurer API did not answer in time' }
    : { status: 502, message: 'The insurer API is unreachable' };
}
