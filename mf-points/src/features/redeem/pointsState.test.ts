import type { UnknownAction } from '@greencard/store';
import {
  amountChangeRequested,
  amountEntered,
  initialPointsState,
  pointsOpened,
  pointsState,
  secretAccepted,
  secretEntered,
  secretSent,
  type PointsState,
  secretRequested,
  type PointsSnapshot,
} from './pointsState';

const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);

/** The page's state driven by its reducer, as usePointsSession's useReducer does. */
function storeWithPoints() {
  let state: PointsState = initialPointsState;
  return {
    dispatch: (action: UnknownAction) => {
      state = pointsState.reducer(state, action);
    },
    getState: () => state,
  };
}

describe('the points page state', () => {
  it('starts with no amount, no secret sent, no countdown', () => {
    const store = storeWithPoints();
    expect(store.getState()).toEqual({
      contractId: null,
      pointsToUseInput: '',
      sendOtp: false,
      paidByPoints: null,
      secretSentAt: null,
      secretResendSeconds: 60,
      secretInput: '',
    });
  });

  it('keeps the entered amount', () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(amountEntered('120.50'));
    expect(store.getState().pointsToUseInput).toBe('120.50');
  });

  it("keeps what the countdown runs from when the secret is sent: the insurer's send time and pause", () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(secretSent({ paidByPoints: 120.5, sentAt: NOW, resendAfterSeconds: 45 }));
    expect(store.getState()).toMatchObject({
      sendOtp: true,
      paidByPoints: 120.5,
      secretSentAt: NOW,
      secretResendSeconds: 45,
    });
  });

  it('keeps the typed secret until a new secret replaces it', () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(secretSent({ paidByPoints: 100, sentAt: NOW, resendAfterSeconds: 60 }));
    store.dispatch(secretEntered('4829'));
    store.dispatch(amountChangeRequested());
    store.dispatch(secretRequested());
    expect(store.getState().secretInput).toBe('4829');
    store.dispatch(secretSent({ paidByPoints: 100, sentAt: NOW + 60_000, resendAfterSeconds: 60 }));
    expect(store.getState().secretInput).toBe('');
  });

  it('an accepted secret is used up; the amount stays', () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(amountEntered('100'));
    store.dispatch(secretSent({ paidByPoints: 100, sentAt: NOW, resendAfterSeconds: 60 }));
    store.dispatch(secretEntered('482913'));
    store.dispatch(secretAccepted());
    expect(store.getState()).toEqual({ ...initialPointsState, contractId: 7, pointsToUseInput: '100' });
  });

  it('changing the amount leaves the secret form but keeps the sent secret and its countdown running', () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(secretSent({ paidByPoints: 100, sentAt: NOW, resendAfterSeconds: 60 }));
    store.dispatch(amountChangeRequested());
    expect(store.getState()).toMatchObject({ sendOtp: false, paidByPoints: 100, secretSentAt: NOW });
    store.dispatch(secretRequested());
    expect(store.getState()).toMatchObject({ sendOtp: true, paidByPoints: 100, secretSentAt: NOW });
  });

  it('asks for no secret when none was sent', () => {
    const store = storeWithPoints();
    store.dispatch(pointsOpened({ contractId: 7 }));
    store.dispatch(secretRequested());
    expect(store.getState().sendOtp).toBe(false);
  });

  describe('pointsOpened', () => {
    const pending: PointsSnapshot = {
      contractId: 7,
      pointsToUseInput: '100',
      sendOtp: true,
      paidByPoints: 100,
      secretSentAt: NOW,
    };

    it('keeps what is in memory for the same contract', () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 7 }));
      store.dispatch(amountEntered('55'));
      store.dispatch(secretSent({ paidByPoints: 55, sentAt: NOW, resendAfterSeconds: 60 }));
      store.dispatch(pointsOpened({ contractId: 7, snapshot: { ...pending, pointsToUseInput: '1' } }));
      expect(store.getState()).toMatchObject({ pointsToUseInput: '55', paidByPoints: 55, secretSentAt: NOW });
    });

    it('restores what a reload left for this contract', () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 7, snapshot: pending }));
      expect(store.getState()).toEqual({ ...pending, secretResendSeconds: 60, secretInput: '' });
    });

    it('restores the secret typed for the pending one', () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 7, snapshot: { ...pending, secretInput: '4829' } }));
      expect(store.getState()).toMatchObject({ secretSentAt: NOW, secretInput: '4829' });
    });

    it("restores the insurer's pause with it", () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 7, snapshot: { ...pending, secretResendSeconds: 90 } }));
      expect(store.getState()).toMatchObject({ secretResendSeconds: 90 });
    });

    it('ignores what another contract left', () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 8, snapshot: pending }));
      expect(store.getState()).toEqual({ ...initialPointsState, contractId: 8 });
    });

    it('starts afresh when memory holds another contract', () => {
      const store = storeWithPoints();
      store.dispatch(pointsOpened({ contractId: 7 }));
      store.dispatch(amountEntered('55'));
      store.dispatch(pointsOpened({ contractId: 9 }));
      expect(store.getState()).toEqual({ ...initialPointsState, contractId: 9 });
    });
  });
});
