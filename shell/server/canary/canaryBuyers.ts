// Who a canary counts, and how often (docs/step-release.md, "Who a canary counts"). A canary moves only on what its
// buyers really did, and a script can post whatever a page posts, from as many sessions as it loads pages. So:
// - a buyer of a step's build is a session the shop gave that build (its signed cookie says which) that arrived at
//   the step (its page says so, or that the step failed to load there: in-page navigation reaches a step without the
//   shop serving a page) with the journey the shop saw get there (journeySeen.ts), at most `perMinute` new ones a
//   minute from one address; each session once in a stage;
// - what a page reports (a load failure, a hydration mismatch, its LCP, its INP) counts only from a buyer of that
//   build, each figure once per buyer;
// - the insurer calls the gateway forwarded for a buyer are what the shop saw itself: the step worked for it (a call
//   of the step or of a later step), it reached the next step (a later step's call), its calls failed (4xx or 5xx).
import type { PlannedStep } from '@greencard/i18n';
import type { JourneyCondition, JourneyNeed } from '@greencard/step-contract';
import type { Registry } from '../registry/registry';
import { IDLE_SECONDS, type BuyerSession } from '../session/buyerSession';
import type { Counters } from '../store/counters';
import { buildOfManifest, type CountBuild } from '../observability/stepBuild';
import type { CountedFigure } from './judge';
import type { StepTally } from './stageTally';

/** One request of a buyer: its session, its address (normalized as the limits count it), and its builds. */
export interface Visit {
  session: BuyerSession;
  address: string;
  registry: Registry;
  journey: readonly PlannedStep[];
}

/** What a page reports that a canary judges. */
export type PageFigure =
  { problem: Extract<CountedFigure, 'loadFailed' | 'hydrationMismatch'> } | { vital: 'LCP' | 'INP'; ms: number };

// Whether the shop itself saw a buyer's journey get to a step: the page's journey gate checks a step's `when` and
// `needs` in the browser, where a script claims what it likes; the shop checks what it keeps in the buyer's signed
// session: the loyalty customer a signed partner link made it, and the contracts the insurer made for it. A buyer the
// gate let through holds them; a page load alone does not.
const holdsContract = (session: BuyerSession) => session.contracts.length > 0;

/** What of each `when` the shop sees. */
const CONDITIONS: Record<JourneyCondition, (session: BuyerSession) => boolean> = {
  loyaltyCustomer: (session) => session.loyaltyCustomerId !== undefined,
};

/** What of each need the shop sees: a draft the insurer made in this session stands for every need past the offer. */
const NEEDS: Record<JourneyNeed, (session: BuyerSession) => boolean> = {
  // Chosen in the page: the shop keeps no sign of it.
  product: () => true,
  draft: holdsContract,
  contractNumber: holdsContract,
  // The code is typed in the page and checked by the insurer; the session keeps the contract it signs.
  signed: holdsContract,
};

export function journeySeen(
  session: BuyerSession,
  journey: { when?: JourneyCondition; needs: readonly JourneyNeed[] },
): boolean {
  if (journey.when !== undefined && !CONDITIONS[journey.when](session)) return false;
  return journey.needs.every((need) => NEEDS[need](session));
}

/** A session counts once in a stage: as long as it lives (a session idle this long has ended). */
const SESSION_MS = IDLE_SECONDS * 1000;

/**
 * The session as a possible buyer of a watched step's build in its `stage`: a session (every buyer given a build by
 * share has an id) with the journey the shop saw get to the step. Nothing of any other is read or kept.
 */
function candidateOf(visit: Visit, step: string, stage: string | undefined) {
  const manifest = visit.registry[step]?.manifest;
  const planned = visit.journey.find((candidate) => candidate.step === step);
  const { id } = visit.session;
  if (stage === undefined || manifest === undefined || id === undefined || !planned) return undefined;
  if (!journeySeen(visit.session, planned)) return undefined;
  return { step, manifest, build: buildOfManifest(manifest), id, stage };
}
type Candidate = NonNullable<ReturnType<typeof candidateOf>>;

export function canaryBuyers({
  tally,
  counters,
  perMinute,
  countBuild,
}: {
  tally: StepTally;
  counters: Counters;
  /** New buyers of one step counted per address and minute. */
  perMinute: number;
  countBuild?: CountBuild;
}) {
  const key = (what: string, { step, stage, build, id }: Candidate) => `canary-${what}:${step}:${stage}:${build}:${id}`;
  /** Whether the session is a buyer of the build in this stage (adding 0 reads the count). */
  const isBuyer = async (candidate: Candidate) =>
    (await counters.add(key('buyers', candidate), SESSION_MS, 0)).count > 0;
  /** Counts `figure` of the candidate's build the first time its session has it (a vital, whatever its value). */
  async function once(candidate: Candidate, figure: CountedFigure | Extract<PageFigure, { vital: unknown }>) {
    const counted = typeof figure === 'string';
    if ((await counters.add(key(counted ? figure : figure.vital, candidate), SESSION_MS)).count !== 1) return false;
    const { step, build } = candidate;
    await (counted ? tally.count(step, build, figure) : tally.vital(step, build, figure.vital, figure.ms));
    return true;
  }

  /** The buyer's page arrived at `step`. */
  async function arrived(visit: Visit, step: string) {
    const candidate = candidateOf(visit, step, tally.stageOf(step));
    if (!candidate || (await isBuyer(candidate))) return;
    if ((await counters.add(`canary-address:${step}:${visit.address}`, 60_000)).count > perMinute) return;
    if (await once(candidate, 'buyers')) countBuild?.('buyer', step, candidate.manifest);
  }

  return {
    arrived,
    /** The buyer's page reported this of `step`. */
    async reported(visit: Visit, step: string, figure: PageFigure) {
      const candidate = candidateOf(visit, step, tally.stageOf(step));
      if (!candidate) return;
      // A page that says its step failed to load had arrived at it.
      if ('problem' in figure && figure.problem === 'loadFailed') await arrived(visit, step);
      if (await isBuyer(candidate)) await once(candidate, 'problem' in figure ? figure.problem : figure);
    },
    /** The gateway forwarded an insurer call `owner` declares for the buyer, answered 4xx or 5xx when `failed`. */
    async called(visit: Visit, owner: string, failed: boolean) {
      const order = visit.journey.map((planned) => planned.step);
      // The step that owns the call and every step before it in the buyer's journey.
      for (const step of order.slice(0, order.indexOf(owner) + 1)) {
        const candidate = candidateOf(visit, step, tally.stageOf(step));
        if (!candidate || !(await isBuyer(candidate))) continue;
        await once(candidate, 'worked');
        if (step !== owner) {
          if (await once(candidate, 'reachedNext')) countBuild?.('reached', step, candidate.manifest);
          continue;
        }
        await once(candidate, 'calls');
        if (failed) await once(candidate, 'callErrors');
      }
    },
  };
}
