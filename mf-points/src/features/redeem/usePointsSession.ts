import { useEffect } from 'react';
import { useShopDispatch, useShopSelector } from '@greencard/store';
import { pointsOpened, selectPointsStep, type PointsState } from './pointsSlice';
import { loadPointsSnapshot, savePointsSnapshot } from './pointsSnapshot';

/**
 * Binds the step's state to the contract: restores what a reload left for it when the page opens and saves the
 * state whenever it changes, so neither a reload nor a failure loses what the buyer typed. `now` is the insurer's
 * time. Returns the state once it belongs to this contract, null before.
 */
export function usePointsSession(contractId: number, now: () => number): PointsState | null {
  const dispatch = useShopDispatch();
  const state = useShopSelector(selectPointsStep);

  // Again when the insurer's clock becomes known: the state in memory stays, its countdown is read on that clock.
  useEffect(() => {
    dispatch(pointsOpened({ contractId, snapshot: loadPointsSnapshot(), now: now() }));
  }, [dispatch, contractId, now]);

  const { pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds } = state;
  const ours = state.contractId === contractId;
  // Saved field by field, so the countdown's ticks do not write to storage.
  useEffect(() => {
    if (ours) savePointsSnapshot({ contractId, pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds });
  }, [ours, contractId, pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds]);

  return ours ? state : null;
}
