// The points page's own state (pointsToUseInput, sendOtp and what a sent secret needs, from which the page counts the
// resend timer down). UI state, so it lives in the page (usePointsSession runs this reducer), not in the shop's store; its
// snapshot carries it across a reload.
import { createSlice, type PayloadAction } from '@greencard/store';
import { POINTS_CODE_RESEND_SECONDS } from './resendCountdown';

export interface PointsState {
  /** The draft these values belong to: another contract's amount or secret is never reused. */
  contractId: number | null;
  /** The amount to withdraw, as typed. */
  pointsToUseInput: string;
  /** Whether the buyer is asked for the one-time secret sent for `paidByPoints`. */
  sendOtp: boolean;
  /** The amount the last secret was sent for: the check must ask for exactly this. */
  paidByPoints: number | null;
  /**
   * When the last secret was sent, on the insurer's clock (epoch ms): the countdown runs from it, across a reload
   * too, and is read against the insurer's time, not the buyer's.
   */
  secretSentAt: number | null;
  /** How long the insurer refuses another secret after the last one. */
  secretResendSeconds: number;
  /** The last secret as typed, not yet used: kept with the secret it was typed for, emptied with a new or used one. */
  secretInput: string;
}

/**
 * What a reload keeps. The pause and the typed secret may be missing from what an earlier build saved; the constant
 * and an empty entry stand in.
 */
export type PointsSnapshot = Omit<PointsState, 'secretResendSeconds' | 'secretInput'> & {
  contractId: number;
  secretResendSeconds?: number;
  secretInput?: string;
};

export const initialPointsState: PointsState = {
  contractId: null,
  pointsToUseInput: '',
  sendOtp: false,
  paidByPoints: null,
  secretSentAt: null,
  secretResendSeconds: POINTS_CODE_RESEND_SECONDS,
  secretInput: '',
};

export interface PointsOpenedPayload {
  contractId: number;
  snapshot?: PointsSnapshot;
}

export interface SecretSentPayload {
  paidByPoints: number;
  /** The insurer's send time (epoch ms). */
  sentAt: number;
  resendAfterSeconds: number;
}

export const pointsState = createSlice({
  name: 'points',
  initialState: initialPointsState,
  reducers: {
    /**
     * The page opened for a contract: keep what is in memory for it, else what a reload left for it, else start
     * empty.
     */
    pointsOpened: (state, action: PayloadAction<PointsOpenedPayload>): PointsState => {
      const { contractId, snapshot } = action.payload;
      if (state.contractId === contractId) return state;
      return snapshot?.contractId === contractId
        ? {
            ...snapshot,
            secretResendSeconds: snapshot.secretResendSeconds ?? POINTS_CODE_RESEND_SECONDS,
            secretInput: snapshot.secretInput ?? '',
          }
        : { ...initialPointsState, contractId };
    },
    amountEntered: (state, action: PayloadAction<string>) => {
      state.pointsToUseInput = action.payload;
    },
    /** A new secret replaces the last one: what was typed for that one is not offered for it. */
    secretSent: (state, action: PayloadAction<SecretSentPayload>) => {
      state.sendOtp = true;
      state.secretInput = '';
      state.paidByPoints = action.payload.paidByPoints;
      state.secretSentAt = action.payload.sentAt;
      state.secretResendSeconds = action.payload.resendAfterSeconds;
    },
    secretEntered: (state, action: PayloadAction<string>) => {
      state.secretInput = action.payload;
    },
    /** The buyer returns to the secret already sent for this amount (no new secret is needed). */
    secretRequested: (state) => {
      if (state.paidByPoints !== null) state.sendOtp = true;
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
      paidByPoints: null,
      secretSentAt: null,
      secretResendSeconds: POINTS_CODE_RESEND_SECONDS,
      secretInput: '',
    }),
  },
});

export const {
  pointsOpened,
  amountEntered,
  secretSent,
  secretEntered,
  secretRequested,
  amountChangeRequested,
  secretAccepted,
} = pointsState.actions;
