// The canary of one shop server (docs/step-release.md, "A release that watches itself"): the tally its buyers are
// counted in (in Redis when the replicas share one), who counts (canaryBuyers.ts), told by the page reports and the
// gateway through each request's session and builds, and the loop that looks at the release record. It counts where
// the shop counts: a server without metrics (METRICS_PORT=off) has no page reports, and no canary.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Registry, ReleaseRecord } from '@greencard/release/record';
import type { ShellServerConfig } from '../config';
import type { ShopMetrics } from '../observability/metrics';
import { buildCounter } from '../observability/stepBuild';
import type { ParsedRegistry } from '../registry/registry';
import { keptBuyerView } from '../share/keptBuyerView';
import type { Counters } from '../store/counters';
import { canaryBuyers, type PageFigure, type Visit } from './canaryBuyers';
import { canaryLoop } from './canaryLoop';
import { stepTally } from './stageTally';

interface ShopCanaryOptions {
  config: ShellServerConfig['canary'];
  record: ReleaseRecord;
  readRegistry: () => Promise<ParsedRegistry>;
  accept: (registry: Registry) => unknown;
  metrics: ShopMetrics;
  counters: Counters;
  log: (message: string) => void;
}

/** What the shop's routes tell the canary, by the request whose session and builds say who it is. */
export type CanaryCounts = ReturnType<typeof shopCanary>['counts'];

export function shopCanary({ config, record, readRegistry, accept, metrics, counters, log }: ShopCanaryOptions) {
  const tally = stepTally(counters);
  const loop = canaryLoop({ record, tally, accept, tickMs: config.tickMs, metrics, log, startNow: true });
  const buyers = canaryBuyers({
    tally,
    counters,
    perMinute: config.buyersPerMinute,
    countBuild: buildCounter(metrics),
  });
  const visitOf = async (request: FastifyRequest): Promise<Visit> => {
    const { registry, journey } = keptBuyerView(await readRegistry(), request);
    return { session: request.buyerSession(), address: normalizeIP(request.ip), registry, journey };
  };
  // Nothing is read for a request while no step has a canary, or the one it names has none.
  const counts = {
    /** A page arrived at `step` (its report). */
    arrived: async (request: FastifyRequest, step: string) =>
      tally.stageOf(step) !== undefined ? buyers.arrived(await visitOf(request), step) : undefined,
    /** A page reported a figure of `step`. */
    reported: async (request: FastifyRequest, step: string, figure: PageFigure) =>
      tally.stageOf(step) !== undefined ? buyers.reported(await visitOf(request), step, figure) : undefined,
    /** The gateway forwarded a call `owner` declares, answered 4xx or 5xx when `failed`. */
    called: async (request: FastifyRequest, owner: string, failed: boolean) =>
      tally.watching() ? buyers.called(await visitOf(request), owner, failed) : undefined,
  };
  return { counts, close: () => loop.close() };
}
