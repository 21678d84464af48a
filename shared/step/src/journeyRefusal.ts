import { assertJourneyCompatible } from '@greencard/store';
import type { StepDefinition } from './StepRoot';

/** Why this shop must not run the step (it was built for another journey major), or undefined when it may. */
export function journeyRefusal(step: Pick<StepDefinition, 'journeyMajor'>): unknown {
  try {
    assertJourneyCompatible(step.journeyMajor);
    return undefined;
  } catch (refusal) {
    return refusal ?? new Error('The step was built for another journey');
  }
}
