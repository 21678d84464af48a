import { useCallback, useEffect, useState } from 'react';
import type { LoyaltyBalance } from '@greencard/api';
import { useApi } from '@greencard/step';
import { pointsErrorKey, type PointsErrorKey } from './pointsError';

export type BalanceLoad =
  | { status: 'loading' }
  | { status: 'ready'; balance: LoyaltyBalance }
  | { status: 'failed'; problem: PointsErrorKey };

/** Asks the loyalty programme for the buyer's balance on this contract; `retry` asks again after a failure. */
export function useBalance(customerId: string, contractId: number): BalanceLoad & { retry: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<BalanceLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    api.loyaltyBalance(customerId, contractId).then(
      (balance) => current && setLoad({ status: 'ready', balance }),
      (error: unknown) => current && setLoad({ status: 'failed', problem: pointsErrorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, customerId, contractId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...load, retry };
}
