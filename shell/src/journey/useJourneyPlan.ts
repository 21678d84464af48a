import { useSyncExternalStore } from 'react';
import { journeyPlan, subscribeJourneyPlan, type JourneyPlan } from '@greencard/i18n';

/** The page's journey plan, re-read when the shell sets another (a build under test brought its own step.json). */
export function useJourneyPlan(): JourneyPlan {
  return useSyncExternalStore(subscribeJourneyPlan, journeyPlan, journeyPlan);
}
