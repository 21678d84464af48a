// Calls that cost the insurer work or money, limited per session, per contract, and for documents per client address
// and shop-wide (docs/shop-server.md, section 3). What a call costs is what its owner declares ("costs"), which its kinds
// hold it to (docs/step-release.md, "calls"): a call with return addresses opens a payment at a provider; a call whose
// answer is a document has the insurer render the policy.
import type { CallCost } from '@greencard/step-contract';
import type { ShellServerConfig } from '../config';
import { spendEach, type Counters, type Limit } from '../store/counters';

/** The limits' sizes (PAYMENTS_PER_* and DOCUMENTS_PER_* in .env.example says what each counts). */
type CostlyCallLimits = ShellServerConfig['costlyCalls'];

const HOUR = 60 * 60_000;
const TEN_MINUTES = 10 * 60_000;
const MINUTE = 60_000;

/** Who asks: the session, the contract the call names (if any), and the client address. */
export interface CostlyCaller {
  sessionId: string;
  contractId?: number;
  clientKey: string;
}

/**
 * Counts one call against its limits; answers the seconds until it may be made again when one is used up (and then
 * counts nothing), or undefined when the call may go on.
 */
export async function spendCostlyCall(
  counters: Counters,
  cost: CallCost,
  { sessionId, contractId, clientKey }: CostlyCaller,
  limits: CostlyCallLimits,
): Promise<number | undefined> {
  const counted: Limit[] =
    cost === 'document'
      ? [
          { key: `cost:documents:${sessionId}`, max: limits.documentsPerSession, windowMs: TEN_MINUTES },
          { key: `cost:documents-client:${clientKey}`, max: limits.documentsPerClient, windowMs: TEN_MINUTES },
          // A flood from many sessions and addresses never has the insurer render more, nor starve its other answers.
          { key: 'cost:documents-shop', max: limits.documentsPerMinute, windowMs: MINUTE },
        ]
      : [
          ...(contractId === undefined
            ? []
            : [{ key: `cost:payments-contract:${contractId}`, max: limits.paymentsPerContract, windowMs: HOUR }]),
          { key: `cost:payments-session:${sessionId}`, max: limits.paymentsPerSession, windowMs: HOUR },
        ];
  const spent = await spendEach(counters, counted);
  return 'refused' in spent ? spent.retryAfterSeconds : undefined;
}
