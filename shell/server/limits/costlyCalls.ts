// Calls that cost the insurer work or money, limited per session and per contract (docs/shop-server.md, section 3).
// What a call costs is what its owner declares ("costs"), which its kinds hold it to (docs/step-release.md, "calls"):
// a call with return addresses opens a payment at a provider; a call whose answer is a document has the insurer render
// the policy.
import type { CallCost } from '@greencard/step-contract';
import type { Counters } from '../store/counters';

export interface CostlyCallLimits {
  /** Payments one contract may open in an hour (each one a provider's page and an open payment at the insurer). */
  paymentsPerContract: number;
  /** Payments one session may open in an hour, over all its contracts. */
  paymentsPerSession: number;
  /** Documents one session may download in ten minutes (the insurer renders each one). */
  documentsPerSession: number;
}

const HOUR = 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;

interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

function limitsOf(
  cost: CallCost,
  sessionId: string,
  contractId: number | undefined,
  limits: CostlyCallLimits,
): Limit[] {
  if (cost === 'document')
    return [{ key: `cost:documents:${sessionId}`, max: limits.documentsPerSession, windowMs: TEN_MINUTES }];
  return [
    ...(contractId === undefined
      ? []
      : [{ key: `cost:payments-contract:${contractId}`, max: limits.paymentsPerContract, windowMs: HOUR }]),
    { key: `cost:payments-session:${sessionId}`, max: limits.paymentsPerSession, windowMs: HOUR },
  ];
}

/**
 * Counts one call against its limits; answers the seconds until it may be made again when one is used up (and then
 * counts nothing), or undefined when the call may go on.
 */
export async function spendCostlyCall(
  counters: Counters,
  cost: CallCost,
  { sessionId, contractId }: { sessionId: string; contractId?: number },
  limits: CostlyCallLimits,
): Promise<number | undefined> {
  const counted: Limit[] = [];
  for (const limit of limitsOf(cost, sessionId, contractId, limits)) {
    const { count, resetInMs } = await counters.add(limit.key, limit.windowMs);
    counted.push(limit);
    if (count > limit.max) {
      await Promise.all(counted.map((done) => counters.add(done.key, done.windowMs, -1)));
      return Math.max(1, Math.ceil(resetInMs / 1000));
    }
  }
  return undefined;
}
