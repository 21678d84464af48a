// Selectors over the journey. They take any state that holds the journey, so step modules can use them with
// their own RootState type.
import type { JourneyState } from './journeyState';

export interface StateWithJourney {
  journey: JourneyState;
}

export const selectJourney = (state: StateWithJourney): JourneyState => state.journey;
export const selectDraft = (state: StateWithJourney) => state.journey.draft;
