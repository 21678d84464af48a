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
  type PaymentMethod,
} from './journeyState';

export interface ProductChosenPayload {
  selection: JourneySelection;
  product: JourneyProduct;
}

export interface DraftCreatedPayload {
  draft: JourneyDraft;
  payedContractId: string;
  shopOrderNumber: number;
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

export interface PaymentResultPayload {
  payed: boolean;
  emitted: boolean;
}

export interface DocumentsReadyPayload {
  receiptUrl: string | null;
  contractDocumentUrl: string | null;
}

/** The fields that belong to one draft: a new draft starts them afresh. */
function withoutDraftProgress(state: JourneyState): JourneyState {
  return {
    ...state,
    codeSentAt: null,
    signed: false,
    points: null,
    paymentMethod: null,
    payed: false,
    emitted: false,
    receiptUrl: null,
    contractDocumentUrl: null,
  };
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
    draftCreated: (state, action: PayloadAction<DraftCreatedPayload>): JourneyState => ({
      ...withoutDraftProgress(state),
      draft: action.payload.draft,
      payedContractId: action.payload.payedContractId,
      shopOrderNumber: action.payload.shopOrderNumber,
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
    paymentMethodChosen: (state, action: PayloadAction<PaymentMethod>) => {
      state.paymentMethod = action.payload;
    },
    paymentResult: (state, action: PayloadAction<PaymentResultPayload>) => {
      state.payed = action.payload.payed;
      state.emitted = action.payload.emitted;
    },
    documentsReady: (state, action: PayloadAction<DocumentsReadyPayload>) => {
      state.receiptUrl = action.payload.receiptUrl;
      state.contractDocumentUrl = action.payload.contractDocumentUrl;
    },
  },
});

export const {
  productChosen,
  journeyReset,
  draftCreated,
  codeSent,
  contractSigned,
  pointsApplied,
  paymentMethodChosen,
  paymentResult,
  documentsReady,
} = journeySlice.actions;
