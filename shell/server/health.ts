// Liveness and readiness for the platform that runs the shop: /healthz says the process answers; /readyz also says
// whether the insurer API can be reached, so a balancer can take a replica out while its insurer link is down, and
// whether it has a registry judged good to serve and can read its release record now. A replica that cannot read
// the record but has a registry stays ready: it serves the last registry it read, and says so (docs/step-release.md).
import type { FastifyInstance } from 'fastify';
import type { RecordState } from './releaseRecord/recordState';
import { traceHeaders } from './observability/traceContext';

export interface HealthOptions {
  insurerApiUrl: string;
  comToken: string;
  /** How long one insurer answer is believed, so probes do not become load on the insurer. */
  cacheMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** The release record's state, and the registry reader (which fails while the replica has no good registry). */
  record: { state: () => RecordState; read: () => Promise<unknown> };
}

/**
 * What /readyz says of the release record: `refused` when every registry read so far was judged bad (shell/server/registry/registry.ts
 * answers 503 then), undefined when the replica has no registry at all.
 */
async function recordReadiness(record: HealthOptions['record']): Promise<string | undefined> {
  try {
    await record.read();
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    return statusCode === 503 && code !== 'NO_RELEASE_RECORD' ? 'refused' : undefined;
  }
  const { readable, unreadableSince } = record.state();
  return readable
    ? 'readable'
    : `unreadable since ${new Date(unreadableSince ?? 0).toISOString()}: serving the last registry read`;
}

export async function health(app: FastifyInstance, options: HealthOptions) {
  const { cacheMs = 5000, timeoutMs = 2000, fetchImpl = fetch } = options;
  let last: { at: number; reachable: Promise<boolean> } | undefined;

  const insurerReachable = (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at > cacheMs) {
      const reachable = fetchImpl(`${options.insurerApiUrl}/serverTime`, {
        headers: traceHeaders({ 'COM-TOKEN': options.comToken }),
        signal: AbortSignal.timeout(timeoutMs),
      }).then(
        (answer) => answer.ok,
        () => false,
      );
      last = { at: now, reachable };
    }
    return last.reachable;
  };

  // Liveness answers even while the shop sheds load (MAX_EVENT_LOOP_DELAY_MS, docs/shop-server.md): a platform that
  // restarts a replica whose liveness fails must not restart a busy one. Readiness is refused then, like every page.
  app.get('/healthz', { config: { pressureHandler: () => undefined } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const record = await recordReadiness(options.record);
    // With no registry judged good the replica serves no step: not ready, whatever the insurer says.
    if (record === 'refused')
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'no good registry', registry: 'refused' });
    const reachable = await insurerReachable();
    const status = !reachable ? 'insurer unreachable' : record === undefined ? 'no release record' : 'ready';
    return reply
      .code(status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, insurer: reachable ? 'reachable' : 'unreachable', record: record ?? 'none' });
  });
}
