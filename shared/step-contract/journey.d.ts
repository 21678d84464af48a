// The types of journey.js, for the page's and the shop server's TypeScript.
import type { JourneyCondition, JourneyNeed, StepJourney, StepRoute } from './index';
import type { StepName } from './stepName';

/** A step of the journey, as the page goes through it. */
export interface PlannedStep {
  step: StepName;
  label: StepJourney['label'];
  /** Its first page (the first of its routes.json), without the language prefix. */
  path: string;
  when?: JourneyCondition;
  needs: readonly JourneyNeed[];
}

export declare function journeyOrder(journeys: Readonly<Record<StepName, StepJourney>>): StepName[];
export declare function plannedJourney(
  steps: Readonly<Record<StepName, { routes: readonly StepRoute[]; journey: StepJourney }>>,
): PlannedStep[];
