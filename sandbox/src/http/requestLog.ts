// The sandbox's log lines name each call's W3C trace context, as the shop server sends it (docs/operations.md): a
// shop's trace finds the insurer's side of each call. A line names the path without its query, which carries what
// buyers typed (number plates, places, contract ids).
import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string | string[] | undefined>;
}

export function loggedRequest(request: LoggedRequest) {
  const traceparent = request.headers?.traceparent;
  return {
    method: request.method,
    url: request.url?.split('?')[0],
    ...(typeof traceparent === 'string' ? { traceparent } : {}),
    requestId: request.headers?.['x-request-id'],
  };
}

export function sandboxLogger(enabled: boolean): FastifyServerOptions['logger'] {
  return enabled ? { serializers: { req: loggedRequest as never } } : false;
}
