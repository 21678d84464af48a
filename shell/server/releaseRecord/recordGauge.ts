// What an operator sees of the release record (docs/operations.md): shop_release_record_readable, 0 while the replica
// cannot read its release record and serves the last registry it read, 1 otherwise; and
// shop_release_record_losses_total, how many times it lost it, so that a loss shorter than a scrape is seen too.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RecordState } from './recordState';

export function recordGauge(registry: Registry, state: () => RecordState) {
  let counted = 0;
  new Counter({
    name: 'shop_release_record_losses_total',
    help: 'Times the replica could not read its release record any more and went on with the last registry it read',
    registers: [registry],
    collect() {
      const { losses } = state();
      if (losses > counted) this.inc(losses - counted);
      counted = losses;
    },
  });
  return new Gauge({
    name: 'shop_release_record_readable',
    help: 'Whether the replica can read its release record (0: it serves the last registry it read)',
    registers: [registry],
    collect() {
      this.set(state().readable ? 1 : 0);
    },
  });
}
