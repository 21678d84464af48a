// Whether a replica can read its release record now: when it cannot, it keeps serving the last registry it read and
// says so in its log, its metrics and its readiness (docs/step-release.md, "The release record"). What an operator sees
// of it (docs/operations.md): shop_release_record_readable, 0 while the replica cannot read its release record and
// serves the last registry it read, 1 otherwise; and shop_release_record_losses_total, how many times it lost it, so
// that a loss shorter than a scrape is seen too.
import { Counter, Gauge, type Registry } from 'prom-client';
import { messageOf } from '../registry/registry';
export interface RecordState {
  readable: boolean;
  /** Since when it has not been able to read it (ms since the epoch), while it cannot. */
  unreadableSince?: number;
  /** How many times it has lost it since it started (shop_release_record_losses_total). */
  losses: number;
}

/** Tracks one source's state, logging each change of it once (not once per failed look). */
export function recordStateTracker(where: string, log: (message: string) => void) {
  let state: RecordState = { readable: true, losses: 0 };
  return {
    state: (): RecordState => state,
    read() {
      if (state.readable) return;
      log(`The release record ${where} can be read again`);
      state = { readable: true, losses: state.losses };
    },
    failed(error: unknown) {
      if (!state.readable) return;
      log(`The release record ${where} cannot be read, serving the last registry read: ${messageOf(error)}`);
      state = { readable: false, unreadableSince: Date.now(), losses: state.losses + 1 };
    },
  };
}

export function recordGauge(registry: Registry, state: () => RecordState) {
  new Counter({
    name: 'shop_release_record_losses_total',
    help: 'Times the replica could not read its release record any more and went on with the last registry it read',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(state().losses);
    },
  });
  new Gauge({
    name: 'shop_release_record_readable',
    help: 'Whether the replica can read its release record (0: it serves the last registry it read)',
    registers: [registry],
    collect() {
      this.set(state().readable ? 1 : 0);
    },
  });
}
