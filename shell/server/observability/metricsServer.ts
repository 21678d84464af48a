// The metrics listener: /metrics on a port of its own (METRICS_PORT, 127.0.0.1 by default), never on the buyers' port,
// so only the operator's scraper reaches it (docs/operations.md).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export function metricsServer(registry: Registry): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics()),
  );
  return app;
}
