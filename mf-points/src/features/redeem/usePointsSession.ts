import { useCallback, useEffect, useRef, useState } from 'react';
import type { UnknownAction } from '@greencard/store';
import { initialPointsState, pointsOpened, pointsState, type PointsState } from './pointsState';
import { loadPointsSnapshot, savePointsSnapshot } from './pointsSnapshot';

export interface PointsSession {
  /** The page's state once it belongs to this contract, null before. */
  state: PointsState | null;
  dispatch: (action: UnknownAction) => void;
}

/**
 * The points page's own state, bound to the contract: restored from what a reload left for it when the page opens
 * (after the first render, which the server's rendering matches) and saved with every change, in the same call, so
 * neither a reload, a failure nor leaving the page at once (moving on to payment) loses or outdates what it holds.
 */
export function usePointsSession(contractId: number): PointsSession {
  const [state, setState] = useState<PointsState>(initialPointsState);
  const current = useRef(state);

  const dispatch = useCallback((action: UnknownAction) => {
    const next = pointsState.reducer(current.current, action);
    if (next === current.current) return;
    current.current = next;
    setState(next);
    if (next.contractId !== null) savePointsSnapshot({ ...next, contractId: next.contractId });
  }, []);

  useEffect(() => {
    dispatch(pointsOpened({ contractId, snapshot: loadPointsSnapshot() }));
  }, [contractId, dispatch]);

  return { state: state.contractId === contractId ? state : null, dispatch };
}
