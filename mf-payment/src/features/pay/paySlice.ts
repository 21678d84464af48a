// The payment page's own state: the method and instalment term the buyer picked for the contract being paid.
import {
  createSlice,
  type PayloadAction,
  draftCreated,
  journeyReset,
  productChosen,
  type RootState,
} from '@greencard/store';
import type { PaymentProvider } from '../providers/providers';
import { DEFAULT_CHOICE, type PaymentChoice } from './paymentChoice';

export interface PayState {
  /** The contract the choice belongs to; null until the page has read the journey. */
  contractId: number | null;
  choice: PaymentChoice;
}

const initialState: PayState = { contractId: null, choice: DEFAULT_CHOICE };

export const paySlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    /**
     * The page opened for a contract: what is in memory for it stays (it is the newest); otherwise start from what
     * was stored for it before a reload, or the defaults.
     */
    contractOpened: (state, action: PayloadAction<{ contractId: number; stored?: PaymentChoice }>) => {
      if (state.contractId === action.payload.contractId) return;
      state.contractId = action.payload.contractId;
      state.choice = action.payload.stored ?? DEFAULT_CHOICE;
    },
    methodPicked: (state, action: PayloadAction<PaymentProvider>) => {
      state.choice.method = action.payload;
    },
    monthsPicked: (state, action: PayloadAction<number>) => {
      state.choice.months = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A new offer, a new draft or a fresh start is another contract: nothing chosen for the old one applies.
    builder
      .addCase(productChosen, () => initialState)
      .addCase(draftCreated, () => initialState)
      .addCase(journeyReset, () => initialState);
  },
});

export const { contractOpened, methodPicked, monthsPicked } = paySlice.actions;

/** The choice for the contract on the page (the defaults until the slice is injected). */
export const selectPayChoice = (state: RootState): PaymentChoice => state.payment?.choice ?? DEFAULT_CHOICE;

declare module '@greencard/store' {
  interface LazyLoadedSlices {
    payment: PayState;
  }
}
