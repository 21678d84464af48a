// A canary's buyers as its pages see them (docs/step-release.md, "Where the figures come from"): a buyer who runs a
// page of a step under a canary is one of its build's buyers, once per ten minutes as a page problem is once per
// buyer and ten minutes (observability/pageReports.ts), so that a rate of problems is per buyer; a buyer of that build
// who then runs a page of a later step of its journey has reached the next step.
import type { BuyerRegistry } from '../remotes';
import type { Counters } from '../store/counters';
import { stepBuildFor, type CountBuild } from '../observability/stepBuild';
import type { StepTally } from './stageTally';

/** The window of one buyer's count: the page problems' own (observability/pageReports.ts). */
const VISIT_WINDOW_MS = 10 * 60_000;

export interface BuyerVisits {
  /** A page of `pageStep` ran for the buyer `who` (its session id, or its address) with the builds of `buyer`. */
  (who: string, pageStep: string, buyer: Pick<BuyerRegistry, 'registry' | 'journey'>): Promise<void>;
}

export function buyerVisits({
  tally,
  counters,
  countBuild,
}: {
  tally: StepTally;
  counters: Counters;
  countBuild?: CountBuild;
}): BuyerVisits {
  return async (who, pageStep, { registry, journey }) => {
    const order = journey.map((planned) => planned.step);
    const at = order.indexOf(pageStep);
    for (const step of Object.keys(registry)) {
      if (!tally.watched(step)) continue;
      const manifest = registry[step]?.manifest as string;
      const build = stepBuildFor(step, registry);
      const ran = `canary-buyer:${step}:${build}:${who}`;
      if (step === pageStep) {
        if ((await counters.add(ran, VISIT_WINDOW_MS)).count !== 1) continue;
        tally.count(step, build, 'buyers');
        countBuild?.('buyer', step, manifest);
      } else if (at > order.indexOf(step) && order.indexOf(step) >= 0) {
        // Only a buyer who ran the step on this build reached its next step from it (adding 0 reads the count).
        if ((await counters.add(ran, VISIT_WINDOW_MS, 0)).count === 0) continue;
        if ((await counters.add(`canary-reached:${step}:${build}:${who}`, VISIT_WINDOW_MS)).count !== 1) continue;
        tally.count(step, build, 'reachedNext');
        countBuild?.('reached', step, manifest);
      }
    }
  };
}
