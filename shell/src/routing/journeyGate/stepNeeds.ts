import type { JourneyNotice } from '@greencard/step';
import type { JourneyState } from '@greencard/store';
import type { StepName } from '../routes';

/** One thing a step needs from the journey, and the notice the start page shows a buyer who comes without it. */
type Need = readonly [notice: JourneyNotice, has: (journey: JourneyState) => boolean];

/**
 * What each step's page needs before it can show anything, in the order its own code checks: the shell decides
 * from this before it loads the step's remote, so a buyer without it goes to the start at once instead of after a
 * download. Each step keeps its own guard (a step released alone may need more), so this table may only ever be as
 * strict as the steps' own checks, never stricter: a step that starts needing less must be reflected here first.
 * The points step's other way out (no loyalty id: on to payment) is the step's alone.
 */
const STEP_NEEDS: Readonly<Record<StepName, readonly Need[]>> = {
  calculator: [],
  contract: [['noProduct', (j) => j.selection !== null && j.product !== null]],
  confirm: [['noDraft', (j) => j.draft !== null]],
  points: [['notSigned', (j) => j.signed && j.draft !== null && j.product !== null]],
  payment: [
    ['noProduct', (j) => j.product !== null],
    ['noDraft', (j) => j.draft !== null && j.payedContractId !== null],
    ['notSigned', (j) => j.signed],
  ],
};

/** Why a step's page cannot be shown with this journey (the first need it lacks), or null when it can. */
export function unmetNeed(step: StepName, journey: JourneyState): JourneyNotice | null {
  return STEP_NEEDS[step].find(([, has]) => !has(journey))?.[0] ?? null;
}
