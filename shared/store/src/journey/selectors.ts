// Selectors over the journey. They take any state that holds the journey, so step modules can use them with
// their own RootState type.
import type { JourneyState } from './journeyState';

export interface StateWithJourney {
  journey: JourneyState;
}

export const selectJourney = (state: StateWithJourney): JourneyState => state.journey;
export const selectDraft = (state: StateWithJourney) => state.journey.draft;
export const selectCodeSentAt = (state: StateWithJourney) => state.journey.codeSentAt;
export const selectSigned = (state: StateWithJourney) => state.journey.signed;

/** What the buyer still pays online: the premium less the points applied; null before a product is chosen. */
export const selectAmountToPay = (state: StateWithJourney): number | null =>
  state.journey.points?.amountToPay ?? state.journey.product?.discountedPayment ?? null;
