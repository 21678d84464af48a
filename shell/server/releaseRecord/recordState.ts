// Whether a replica can read its release record now: when it cannot, it keeps serving the last registry it read and
// says so in its log, its metrics and its readiness (docs/step-release.md, "The release record").

export interface RecordState {
  readable: boolean;
  /** Since when it has not been able to read it (ms since the epoch), while it cannot. */
  unreadableSince?: number;
  /** How many times it has lost it since it started (shop_release_record_losses_total). */
  losses: number;
}

/** Tracks one source's state, logging each change of it once (not once per failed look). */
export function recordStateTracker(where: string, log: (message: string) => void, now: () => number = Date.now) {
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
      log(
        `The release record ${where} cannot be read, serving the last registry read: ${error instanceof Error ? error.message : String(error)}`,
      );
      state = { readable: false, unreadableSince: now(), losses: state.losses + 1 };
    },
  };
}
