import { useInsurerAnswer } from '@greencard/step';
import { loyaltyBalance, type LoyaltyBalance } from './balanceCall';
import { pointsErrorKey, type PointsErrorKey } from './pointsError';

export type BalanceLoad =
  { status: 'loading' } | { status: 'ready'; balance: LoyaltyBalance } | { status: 'failed'; problem: PointsErrorKey };

/** Asks the loyalty programme for the buyer's balance on this contract; `retry` asks again after a failure. */
export function useBalance(customerId: string, contractId: number): BalanceLoad & { retry: () => void } {
  const answer = useInsurerAnswer(`${customerId}/${contractId}`, (client) =>
    loyaltyBalance(client, customerId, contractId),
  );
  const { retry } = answer;
  if (answer.status === 'ready') return { status: 'ready', balance: answer.data, retry };
  if (answer.status === 'failed') return { status: 'failed', problem: pointsErrorKey(answer.error), retry };
  return { status: 'loading', retry };
}
