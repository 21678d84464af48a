// The canary (docs/step-release.md, "A release that watches itself"): every shop server looks at the release record
// every `tickMs`, judges each canary under way on its figures and acts on the verdict by changing the record. Every
// replica looks; the record's compare-and-set lets one act: a move decided on a record another replica has changed
// since is refused, and the next look starts from the record as it is. So no replica leads, and none can act twice.
import { RecordConflict, type RecordSnapshot, type ReleaseRecord, type Registry } from '@greencard/release/record';
import { isObject } from '@greencard/step-contract';
import { messageOf } from '../registry/registry';
import { buildOfManifest } from '../observability/stepBuild';
import type { ShopMetrics } from '../observability/metrics';
import { judge, judgementLine } from './judge';
import { activeCanaries, moveOf, type ActiveCanary } from './canaryStages';
import type { StepTally } from './stageTally';

interface CanaryLoopOptions {
  record: ReleaseRecord;
  /** The tally the shop's buyers are counted in: told which steps to count, and read for each verdict. */
  tally: StepTally;
  /** Throws for a registry the shop server would refuse (its own parse). */
  accept: (registry: Registry) => unknown;
  tickMs: number;
  metrics?: Pick<ShopMetrics, 'canaryVerdicts' | 'canaryHeld'>;
  log: (message: string) => void;
  now?: () => number;
  /** Look at once, not only after tickMs (the server; tests look themselves). */
  startNow?: boolean;
}

export function canaryLoop({
  record,
  tally,
  accept,
  tickMs,
  metrics,
  log,
  now = Date.now,
  startNow = false,
}: CanaryLoopOptions) {
  let running: Promise<void> | undefined;

  /** Judges one canary; answers whether it changed the record (the snapshot is then stale). */
  async function judgeOne(canary: ActiveCanary, snapshot: RecordSnapshot): Promise<boolean> {
    const at = now();
    const [main, trial] = await Promise.all([
      tally.read(canary.step, buildOfManifest(canary.main), canary.state.since),
      tally.read(canary.step, buildOfManifest(canary.trial), canary.state.since),
    ]);
    const judgement = judge(main, trial, canary.state.plan);
    const before = snapshot.registry[canary.step] as Record<string, unknown>;
    const entry = moveOf(canary, judgement, before, new Date(at));
    if (!entry) return false;
    const next = { ...snapshot.registry, [canary.step]: entry.after };
    accept(next);
    try {
      await record.change(snapshot, next, entry);
    } catch (error) {
      // Another replica moved first (or a team released): the next look starts from the record as it is now.
      if (error instanceof RecordConflict) return true;
      throw error;
    }
    const { action } = entry;
    // A share or a release follows a pass, a rollback a failure; a hold is counted as such, whatever held it.
    metrics?.canaryVerdicts.inc({ step: canary.step, verdict: action === 'hold' ? 'hold' : judgement.verdict });
    if (action === 'hold') metrics?.canaryHeld.set({ step: canary.step }, 1);
    log(
      `The canary of ${canary.step} (${canary.trial}) ${action === 'share' ? `moves to ${entry.share}%` : action}: ${judgementLine(judgement)}`,
    );
    return true;
  }

  /** One look at the record: each canary under way judged, until one of them changes the record. */
  async function tick() {
    const snapshot = await record.read();
    // The history is read only while a step shares its buyers: no canary is under way without a trial.
    const sharing = Object.values(snapshot?.registry ?? {}).some((entry) => isObject(entry) && 'trial' in entry);
    const active = snapshot && sharing ? activeCanaries(snapshot.registry, await record.history()) : [];
    tally.watch(Object.fromEntries(active.map((canary) => [canary.step, canary.state.since])));
    // Only the steps under a canary have the gauge: set anew at once, before any await, so no scrape sees it empty.
    metrics?.canaryHeld.reset();
    for (const { step, state } of active) metrics?.canaryHeld.set({ step }, state.held ? 1 : 0);
    // Only the replica that acts counts a verdict: each is exported at 0 first, so its first count is an increase.
    for (const { step } of active)
      for (const verdict of ['pass', 'fail', 'hold']) metrics?.canaryVerdicts.inc({ step, verdict }, 0);
    if (!snapshot) return;
    for (const canary of active) if (await judgeOne(canary, snapshot)) return;
  }

  const lookNow = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log(`The canary could not look at the release record: ${messageOf(error)}`))
      .finally(() => {
        running = undefined;
      });
  };
  // A first look at once: the buyers of a canary under way are counted from the server's start.
  if (startNow) lookNow();
  const timer = setInterval(lookNow, tickMs);
  timer.unref();
  return {
    /** One look now (tests). */
    tick,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
