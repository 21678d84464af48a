// The points step's own state (spec 3 "Points state": pointsToUseInput, sendOtp, timer), injected into the shop's
// store when the step mounts. A new product or a fresh start makes it stale, so the shared actions reset it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { journeyReset, productChosen, type RootState } from '@greencard/store';
import { resendSecondsLeft } from './resendCountdown';

export interface PointsState {
  /** The draft these values belong to: another contract's amount or secret is never reused. */
  contractId: number | null;
  /** The amount to withdraw, as typed. */
  pointsToUseInput: string;
  /** Whether the buyer is asked for the one-time secret sent for `paidByPoints`. */
  sendOtp: boolean;
  /** Seconds until a secret may be sent again (mm:ss on screen; resend at zero). */
  timer: number;
  /** The amount the last secret was sent for: the check must ask for exactly this. */
  paidByPoints: number | null;
  /** When the last secret was sent (epoch ms): the countdown runs from it, across a reload too. */
  secretSentAt: number | null;
}

/** What a reload keeps: everything but the timer, which is worked out again from secretSentAt. */
export type PointsSnapshot = Omit<PointsState, 'timer'> & { contractId: number };

export const initialPointsState: PointsState = {
  contractId: null,
  pointsToUseInput: '',
  sendOtp: false,
  timer: 0,
  paidByPoints: null,
  secretSentAt: null,
};

const timerAt = (secretSentAt: number | null, now: number): number =>
  secretSentAt === null ? 0 : resendSecondsLeft(secretSentAt, now);

export interface PointsOpenedPayload {
  contractId: number;
  snapshot?: PointsSnapshot;
  now: number;
}

export const pointsSlice = createSlice({
  name: 'points',
  initialState: initialPointsState,
  reducers: {
    /**
     * The page opened for a contract: keep what is in memory for it, else what a reload left for it, else start
     * empty. The countdown is brought up to date either way.
     */
    pointsOpened: (state, action: PayloadAction<PointsOpenedPayload>): PointsState => {
      const { contractId, snapshot, now } = action.payload;
      const current: PointsState =
        state.contractId === contractId
          ? state
          : snapshot?.contractId === contractId
            ? { ...snapshot, timer: 0 }
            : { ...initialPointsState, contractId };
      return { ...current, timer: timerAt(current.secretSentAt, now) };
    },
    amountEntered: (state, action: PayloadAction<string>) => {
      state.pointsToUseInput = action.payload;
    },
    secretSent: (state, action: PayloadAction<{ paidByPoints: number; sentAt: number }>) => {
      state.sendOtp = true;
      state.paidByPoints = action.payload.paidByPoints;
      state.secretSentAt = action.payload.sentAt;
      state.timer = timerAt(action.payload.sentAt, action.payload.sentAt);
    },
    /** The buyer returns to the secret already sent for this amount (no new secret is needed). */
    secretRequested: (state) => {
      if (state.paidByPoints !== null) state.sendOtp = true;
    },
    timerTicked: (state, action: PayloadAction<number>) => {
      state.timer = timerAt(state.secretSentAt, action.payload);
    },
    /**
     * The buyer goes back to the amount. The last secret and its countdown stay: the insurer sends no new one
     * before the countdown ends, and the same amount can still be confirmed with it.
     */
    amountChangeRequested: (state) => {
      state.sendOtp = false;
    },
    /** The secret was accepted and the points reserved: it is used up. The amount stays for a buyer who comes back. */
    secretAccepted: (state): PointsState => ({
      ...state,
      sendOtp: false,
      timer: 0,
      paidByPoints: null,
      secretSentAt: null,
    }),
  },
  extraReducers: (builder) => {
    builder.addCase(productChosen, () => initialPointsState).addCase(journeyReset, () => initialPointsState);
  },
});

export const {
  pointsOpened,
  amountEntered,
  secretSent,
  secretRequested,
  timerTicked,
  amountChangeRequested,
  secretAccepted,
} = pointsSlice.actions;

declare module '@greencard/store' {
  interface LazyLoadedSlices {
    points: PointsState;
  }
}

/** The step's state, or the initial one before the slice is injected. */
export const selectPointsStep = (state: RootState): PointsState => state.points ?? initialPointsState;
