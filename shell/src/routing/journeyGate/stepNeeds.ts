import type { JourneyNeed } from '@greencard/i18n';
import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';

/** Whether the journey holds one need, and the notice the start page shows a buyer who comes without it. */
type Need = readonly [notice: JourneyNotice, has: (journey: JourneyState) => boolean];

/**
 * The needs a step may declare in its step.json (docs/step-release.md, "journey"): the shell decides from them before
 * it loads the step's remote, so a buyer without them goes to the start at once instead of after a download. Each
 * step keeps its own guard (a step released alone may need more), so a step declares only what its own code checks,
 * never more.
 */
const NEEDS: Readonly<Record<JourneyNeed, Need>> = {
  product: ['noProduct', (j) => j.selection !== null && j.product !== null],
  draft: ['noDraft', (j) => j.draft !== null],
  // A draft enters the journey with the contract number the move to REQUEST answered.
  contractNumber: ['noDraft', (j) => j.draft !== null],
  signed: ['notSigned', (j) => j.signed && j.draft !== null && j.product !== null],
};

/** Why a step's page cannot be shown with this journey (the first of its needs it lacks), or null when it can. */
export function unmetNeed(needs: readonly JourneyNeed[], journey: JourneyState): JourneyNotice | null {
  const lacking = needs.find((need) => !NEEDS[need][1](journey));
  return lacking === undefined ? null : NEEDS[lacking][0];
}
