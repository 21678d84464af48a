// The page's journey plan in the browser, as @greencard/i18n holds it for every step: the registry's journey
// (docs/step-release.md, "journey"), with this browser deciding whether a step's `when` holds. The shell decides it
// for the whole page: the steps and @greencard/i18n only ask the plan.
import { useSyncExternalStore } from 'react';
import {
  journeyPlan,
  setJourneyPlan,
  subscribeJourneyPlan,
  type JourneyCondition,
  type JourneyPlan,
} from '@greencard/i18n';
import { plannedJourney } from '@greencard/step-contract/journey';
import { readStoredIds } from '@greencard/store';
import { loyaltyCustomerProved } from '../loyalty/provedCustomer';

export function conditionHolds(condition: JourneyCondition): boolean {
  switch (condition) {
    case 'loyaltyCustomer':
      // A loyalty partner's link left the buyer's loyalty customer id (rules D9), and the shop still holds its proof:
      // a kept id whose session has ended would reach no balance (rules D32).
      return readStoredIds().loyaltyCustomerId !== undefined && loyaltyCustomerProved();
  }
}

/**
 * Sets the plan of the registry's steps (their routes and journeys, by name) for the page; throws, leaving the plan
 * as it was, when their journeys make no order.
 */
export function setPageJourney(steps: Parameters<typeof plannedJourney>[0]): void {
  setJourneyPlan({ steps: plannedJourney(steps), holds: conditionHolds });
}

/** The page's journey plan, re-read when the shell sets another (a build under test brought its own step.json). */
export function useJourneyPlan(): JourneyPlan {
  return useSyncExternalStore(subscribeJourneyPlan, journeyPlan, journeyPlan);
}
