// Liveness and readiness for the platform that runs the shop (docs/shop-server.md, section 4). /healthz says the process
// answers, and whether the insurer API answered at the last look: "degraded" while it does not, still 200 (a restart
// mends nothing). /readyz says whether this replica can serve pages: whether it has a registry judged good to serve and
// can read its release record now. An insurer outage is no reason to be unready: every replica shares the insurer, so
// the balancer would take them all out at once, pages included; it is a metric and an alert (docs/operations.md). A
// replica that cannot read the record but has a registry stays ready: it serves the last registry it read, and says so
// (docs/step-release.md).
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { RecordState } from './releaseRecord/recordState';
import { traceHeaders } from './observability/tracing';

export interface HealthOptions {
  insurerApiUrl: string;
  comToken: string;
  /** The release record's state, and the registry reader (which fails while the replica has no good registry). */
  record: { state: () => RecordState; read: () => Promise<unknown> };
  /** The metrics registry the insurer's reachability joins; none without metrics. */
  registry?: Registry;
}

/** How long one insurer answer is believed, so probes do not become load on the insurer. */
const CACHE_MS = 5000;

/** shop_insurer_reachable, looked at anew (at most every CACHE_MS) by the scrape that reads it. */
export function insurerGauge(registry: Registry, reachable: () => Promise<boolean>) {
  return new Gauge({
    name: 'shop_insurer_reachable',
    help: "Whether the insurer API answered this replica's GET /serverTime within 2 s (0: the shop is degraded)",
    registers: [registry],
    async collect() {
      this.set((await reachable()) ? 1 : 0);
    },
  });
}

export function health(app: FastifyInstance, options: HealthOptions) {
  let last: { at: number; reachable: Promise<boolean> } | undefined;
  /** The insurer's answer at the last look that ended; undefined before the first. */
  let known: boolean | undefined;

  const insurerReachable = (): Promise<boolean> => {
    const now = Date.now();
    if (!last || now - last.at > CACHE_MS) {
      const reachable = fetch(`${options.insurerApiUrl}/serverTime`, {
        headers: traceHeaders({ 'COM-TOKEN': options.comToken }),
        signal: AbortSignal.timeout(2000),
      }).then(
        (answer) => (known = answer.ok),
        () => (known = false),
      );
      last = { at: now, reachable };
    }
    return last.reachable;
  };
  if (options.registry) insurerGauge(options.registry, insurerReachable);

  // Liveness answers even while the shop sheds load (MAX_EVENT_LOOP_DELAY_MS, docs/shop-server.md): a platform that
  // restarts a replica whose liveness fails must not restart a busy one. Nor does it wait on the insurer, which it
  // looks at in the background: a probe timing out on it would restart every replica. Readiness is refused while the
  // shop sheds load, like every page.
  app.get('/healthz', { config: { pressureHandler: () => undefined } }, (_request, reply) => {
    void insurerReachable();
    const insurer = known === undefined ? 'unknown' : known ? 'reachable' : 'unreachable';
    return reply.header('cache-control', 'no-store').send({ status: known === false ? 'degraded' : 'ok', insurer });
  });
  // With no registry judged good, or none at all, the replica serves no step: not ready.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await options.record.read();
    } catch (error) {
      // Every registry read so far was judged bad: the registry reader answers 503 (registry/registry.ts).
      const { statusCode, code } = error as { statusCode?: number; code?: string };
      if (statusCode === 503 && code !== 'NO_RELEASE_RECORD')
        return reply.code(503).send({ status: 'no good registry', registry: 'refused' });
      return reply.code(503).send({ status: 'no release record', record: 'none' });
    }
    const { readable, unreadableSince } = options.record.state();
    const since = new Date(unreadableSince ?? 0).toISOString();
    return reply.send({
      status: 'ready',
      record: readable ? 'readable' : `unreadable since ${since}: serving the last registry read`,
    });
  });
}
