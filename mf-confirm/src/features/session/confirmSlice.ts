// The confirm step's own state. The countdown itself is derived from the journey's codeSentAt; timerTime mirrors
// it so the rest of the screen reads one place.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CODE_RESEND_SECONDS } from '@greencard/domain';
import { codeSent, draftCreated, journeyReset, productChosen, type RootState } from '@greencard/store';

export interface ConfirmState {
  /** The code as typed. */
  codeInput: string;
  codeHasBeenSent: boolean;
  /** Seconds until a new code may be requested. */
  timerTime: number;
  /** How long the insurer refuses another code after the last one (the shop's constant unless it said). */
  resendAfterSeconds: number;
  /** The last check said the code was wrong. */
  codeError: boolean;
  confirmed: boolean;
}

export const initialConfirmState: ConfirmState = {
  codeInput: '',
  codeHasBeenSent: false,
  timerTime: 0,
  resendAfterSeconds: CODE_RESEND_SECONDS,
  codeError: false,
  confirmed: false,
};

const isPause = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value) && value > 0;

export const confirmSlice = createSlice({
  name: 'confirm',
  initialState: initialConfirmState,
  reducers: {
    codeTyped: (state, action: PayloadAction<string>) => {
      state.codeInput = action.payload;
      state.codeError = false;
    },
    timerSynced: (state, action: PayloadAction<{ codeHasBeenSent: boolean; timerTime: number }>) => {
      state.codeHasBeenSent = action.payload.codeHasBeenSent;
      state.timerTime = action.payload.timerTime;
    },
    codeRejected: (state) => {
      state.codeError = true;
    },
    codeAccepted: (state) => {
      state.codeError = false;
      state.confirmed = true;
    },
  },
  extraReducers: (builder) => {
    // A new code makes the old one and its verdict stale, and restarts the countdown at the insurer's pause.
    builder.addCase(codeSent, (state, action) => {
      const pause = isPause(action.payload.resendAfterSeconds) ? action.payload.resendAfterSeconds : CODE_RESEND_SECONDS;
      return { ...state, codeInput: '', codeError: false, codeHasBeenSent: true, timerTime: pause, resendAfterSeconds: pause };
    });
    // A new product, a new draft or starting over: nothing of the last confirmation applies.
    builder.addCase(productChosen, () => initialConfirmState);
    builder.addCase(draftCreated, () => initialConfirmState);
    builder.addCase(journeyReset, () => initialConfirmState);
  },
});

/** The slice is injected on mount; before that its initial state stands in. */
export const selectConfirm = (state: RootState): ConfirmState => state.confirm ?? initialConfirmState;

export const { codeTyped, timerSynced, codeRejected, codeAccepted } = confirmSlice.actions;

declare module '@greencard/store' {
  interface LazyLoadedSlices {
    confirm: ConfirmState;
  }
}
