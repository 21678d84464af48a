// The page's journey plan in the browser, as @greencard/i18n holds it for every step: the registry's journey
// (docs/step-release.md, "journey"), with this browser deciding the conditions.
import { setJourneyPlan } from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { conditionHolds } from './conditionHolds';

/**
 * Sets the plan of the registry's steps (their routes and journeys, by name) for the page; throws, leaving the plan
 * as it was, when their journeys make no order.
 */
export function setPageJourney(steps: Parameters<typeof plannedJourney>[0]): void {
  setJourneyPlan({ steps: plannedJourney(steps), holds: conditionHolds });
}
