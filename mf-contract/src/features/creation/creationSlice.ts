// How far the creation sequence of rules §4 got for the form as it is: a failed later step is retried from where it
// failed, so a retry never saves a second draft of the same data.
import { createSlice, type PayloadAction, journeyReset, productChosen } from '@greencard/store';
import type { DraftSaved } from './draftCall';

export interface CreationState {
  /** draftFingerprint of the input the saved draft was made from. */
  fingerprint: string | null;
  shopOrderNumber: number | null;
  draft: DraftSaved | null;
  /** The contract number the status change to REQUEST answered. */
  contractNumber: string | null;
}

export const initialCreationState: CreationState = {
  fingerprint: null,
  shopOrderNumber: null,
  draft: null,
  contractNumber: null,
};

export interface DraftSavedPayload {
  fingerprint: string;
  shopOrderNumber: number;
  draft: DraftSaved;
}

export const creationSlice = createSlice({
  name: 'contract',
  initialState: initialCreationState,
  reducers: {
    /** A new draft: whatever the previous one reached no longer counts. */
    draftSaved: (_state, action: PayloadAction<DraftSavedPayload>): CreationState => ({
      ...action.payload,
      contractNumber: null,
    }),
    statusRequested: (state, action: PayloadAction<string>) => {
      state.contractNumber = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A new offer or a fresh start makes the saved draft someone else's business (rules D12).
    builder.addCase(productChosen, () => initialCreationState);
    builder.addCase(journeyReset, () => initialCreationState);
  },
  selectors: {
    selectCreation: (state) => state,
  },
});

export const { draftSaved, statusRequested } = creationSlice.actions;

declare module '@greencard/store' {
  interface LazyLoadedSlices {
    contract: CreationState;
  }
}
