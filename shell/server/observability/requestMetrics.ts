// Every request the shop answers, by route template, method and status, with how long it took (docs/operations.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ShopMetrics } from './metrics';

/** The methods a label may name; any other is "other" (a label never takes what a client wrote). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * The route template: /api/* for every insurer call (the call itself is in shop_insurer_call_duration_seconds), the
 * server's own routes by their template, /* for the built files, and "page" for a page (whatever its path: the
 * files' route hands a path that is no file to the page handler, which answers HTML).
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'page';
  if (route === '/*' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return 'page';
  return route;
}

// fastify waits for a plugin's promise (a plain function would have to call done), an await or none.
// eslint-disable-next-line @typescript-eslint/require-await
async function requestMetrics(app: FastifyInstance, { metrics }: { metrics: ShopMetrics }) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequests.observe(
      {
        route: routeLabel(request, reply),
        method: METHODS.has(request.method) ? request.method : 'other',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

export default fp(requestMetrics, { name: 'request-metrics' });
