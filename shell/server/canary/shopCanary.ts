// The canary of one shop server (docs/step-release.md, "A release that watches itself"): the tally its pages, page
// reports and insurer calls count into (in Redis when the replicas share one), the figures the judge reads (the
// tally, or Prometheus with PROMETHEUS_URL), and the loop that looks at the release record. It counts where the shop
// counts: a server without metrics (METRICS_PORT=off) has no page reports, and no canary.
import type { Redis } from 'ioredis';
import type { Registry, ReleaseRecord } from '@greencard/build/release/record';
import type { ShellServerConfig } from '../config';
import type { ShopMetrics } from '../observability/metrics';
import { buildCounter } from '../observability/stepBuild';
import type { Counters } from '../store/counters';
import { buyerVisits } from './buyerVisits';
import { canaryLoop } from './canaryLoop';
import { prometheusFigures } from './prometheusFigures';
import { memoryBuckets, redisBuckets, stepTally } from './stageTally';

interface ShopCanaryOptions {
  config: ShellServerConfig['canary'];
  record: ReleaseRecord;
  accept: (registry: Registry) => unknown;
  metrics: ShopMetrics;
  counters: Counters;
  redis?: Redis;
  log: (message: string) => void;
}

export function shopCanary({ config, record, accept, metrics, counters, redis, log }: ShopCanaryOptions) {
  const buckets = redis
    ? redisBuckets(redis, (error) =>
        log(`The canary lost a count: ${error instanceof Error ? error.message : String(error)}`),
      )
    : memoryBuckets();
  const tally = stepTally(buckets, { bucketMs: config.bucketMs });
  const figures = config.prometheusUrl ? prometheusFigures(config.prometheusUrl) : tally;
  const loop = canaryLoop({ record, figures, tally, accept, tickMs: config.tickMs, metrics, log, startNow: true });
  return { tally, visits: buyerVisits({ tally, counters, countBuild: buildCounter(metrics) }), close: loop.close };
}
