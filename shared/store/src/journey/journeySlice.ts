// The journey slice and the shared actions beside it. Step slices react to these actions in their
// extraReducers (for example, the contract and confirm slices reset themselves on productChosen); no step
// imports another step.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  initialJourneyState,
  type JourneyDraft,
  type JourneyPoints,
  type JourneyProduct,
  type JourneySelection,
  type JourneyState,
} from './journeyState';

interface ProductChosenPayload {
  selection: JourneySelection;
  product: JourneyProduct;
}

export interface CodeSentPayload {
  /** When the insurer sent the code, by the insurer's clock (its answer's sentAt). */
  sentAt: string;
  /**
   * How long the insurer refuses another code after this one (its answer's resendAfterSeconds). The journey keeps
   * only the time; the confirm step reads this from the action for its countdown.
   */
  resendAfterSeconds?: number;
}

export const journeySlice = createSlice({
  name: 'journey',
  initialState: initialJourneyState,
  reducers: {
    /** A new choice makes everything after the selection stale: draft, code, signature, points, payment. */
    productChosen: (_state, action: PayloadAction<ProductChosenPayload>): JourneyState => ({
      ...initialJourneyState,
      selection: action.payload.selection,
      product: action.payload.product,
    }),
    journeyReset: (): JourneyState => initialJourneyState,
    /** A new draft starts afresh everything that belongs to one draft: code, signature, points, payment. */
    draftCreated: (state, action: PayloadAction<{ draft: JourneyDraft }>): JourneyState => ({
      ...initialJourneyState,
      selection: state.selection,
      product: state.product,
      draft: action.payload.draft,
    }),
    codeSent: (state, action: PayloadAction<CodeSentPayload>) => {
      state.codeSentAt = action.payload.sentAt;
    },
    contractSigned: (state) => {
      state.signed = true;
    },
    pointsApplied: (state, action: PayloadAction<JourneyPoints>) => {
      state.points = { used: action.payload.used, amountToPay: action.payload.amountToPay };
    },
    paymentResult: (state, action: PayloadAction<{ paid: boolean }>) => {
      state.paid = action.payload.paid;
    },
  },
});

export const { productChosen, journeyReset, draftCreated, codeSent, contractSigned, pointsApplied, paymentResult } =
  journeySlice.actions;
