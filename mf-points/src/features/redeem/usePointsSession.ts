import { useEffect } from 'react';
import { useShopDispatch, useShopSelector } from '@greencard/store';
import { pointsOpened, selectPointsStep, type PointsState } from './pointsSlice';
import { loadPointsSnapshot, savePointsSnapshot } from './pointsSnapshot';

/**
 * Binds the step's state to the contract: restores what a reload left for it when the page opens and saves the
 * state whenever it changes, so neither a reload nor a failure loses what the buyer typed. Returns the state once it
 * belongs to this contract, null before.
 */
export function usePointsSession(contractId: number): PointsState | null {
  const dispatch = useShopDispatch();
  const state = useShopSelector(selectPointsStep);

  useEffect(() => {
    dispatch(pointsOpened({ contractId, snapshot: loadPointsSnapshot() }));
  }, [dispatch, contractId]);

  const { pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds } = state;
  const ours = state.contractId === contractId;
  useEffect(() => {
    if (ours) savePointsSnapshot({ contractId, pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds });
  }, [ours, contractId, pointsToUseInput, sendOtp, paidByPoints, secretSentAt, secretResendSeconds]);

  return ours ? state : null;
}
