// shop_release_record_readable (docs/operations.md): 0 while the replica cannot read its release record and serves
// the last registry it read, 1 otherwise.
import { Gauge, type Registry } from 'prom-client';
import type { RecordState } from './recordState';

export function recordGauge(registry: Registry, state: () => RecordState) {
  return new Gauge({
    name: 'shop_release_record_readable',
    help: 'Whether the replica can read its release record (0: it serves the last registry it read)',
    registers: [registry],
    collect() {
      this.set(state().readable ? 1 : 0);
    },
  });
}
