// Liveness and readiness for the platform that runs the shop: /healthz says the process answers; /readyz also says
// whether the insurer API can be reached and whether the server holds a good registry, so a balancer can take a
// replica out while its insurer link is down or before any registry it read was judged good.
import type { FastifyInstance } from 'fastify';
import { childTraceparent, traceOf } from './observability/traceContext';

export interface HealthOptions {
  insurerApiUrl: string;
  comToken: string;
  /** How long one insurer answer is believed, so probes do not become load on the insurer. */
  cacheMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The current registry; fails while the server has no good one (remotes.ts). */
  readRegistry: () => Promise<unknown>;
}

export async function health(app: FastifyInstance, options: HealthOptions) {
  const { cacheMs = 5000, timeoutMs = 2000, fetchImpl = fetch } = options;
  let last: { at: number; reachable: Promise<boolean> } | undefined;

  const insurerReachable = (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at > cacheMs) {
      const reachable = fetchImpl(`${options.insurerApiUrl}/serverTime`, {
        headers: { 'COM-TOKEN': options.comToken, traceparent: childTraceparent(traceOf(undefined)) },
        signal: AbortSignal.timeout(timeoutMs),
      }).then(
        (answer) => answer.ok,
        () => false,
      );
      last = { at: now, reachable };
    }
    return last.reachable;
  };

  app.get('/healthz', (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const registry = await options.readRegistry().then(
      () => true,
      () => false,
    );
    if (!registry) return reply.code(503).header('cache-control', 'no-store').send({ status: 'no good registry', registry: 'refused' });
    const reachable = await insurerReachable();
    return reply
      .code(reachable ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: reachable ? 'ready' : 'insurer unreachable', insurer: reachable ? 'reachable' : 'unreachable' });
  });
}
