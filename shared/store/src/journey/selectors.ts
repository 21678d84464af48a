// Selectors over the journey. They take any state that holds the journey, so step modules can use them with
// their own RootState type.
import type { JourneyState } from './journeyState';

export interface StateWithJourney {
  journey: JourneyState;
}

export const selectJourney = (state: StateWithJourney): JourneyState => state.journey;
export const selectSelection = (state: StateWithJourney) => state.journey.selection;
export const selectProduct = (state: StateWithJourney) => state.journey.product;
export const selectShopOrderNumber = (state: StateWithJourney) => state.journey.shopOrderNumber;
export const selectDraft = (state: StateWithJourney) => state.journey.draft;
export const selectPayedContractId = (state: StateWithJourney) => state.journey.payedContractId;
export const selectCodeSentAt = (state: StateWithJourney) => state.journey.codeSentAt;
export const selectSigned = (state: StateWithJourney) => state.journey.signed;
export const selectPoints = (state: StateWithJourney) => state.journey.points;
export const selectPaymentMethod = (state: StateWithJourney) => state.journey.paymentMethod;
export const selectPayed = (state: StateWithJourney) => state.journey.payed;
export const selectEmitted = (state: StateWithJourney) => state.journey.emitted;
export const selectReceiptUrl = (state: StateWithJourney) => state.journey.receiptUrl;
export const selectContractDocumentUrl = (state: StateWithJourney) => state.journey.contractDocumentUrl;

/** What the buyer still pays online: the premium less the points applied; null before a product is chosen. */
export const selectAmountToPay = (state: StateWithJourney): number | null =>
  state.journey.points?.amountToPay ?? state.journey.product?.discountedPayment ?? null;
