// The attempt at opening a payment survives a reload until the insurer has opened it: what was asked for (contract,
// provider, amount, term) and its idempotency key, so that Pay pressed again after a timeout or a reload opens the
// insurer's first payment instead of a second one. Once opened, the attempt is over: paying again after a declined
// card is a new payment. It holds no personal data.
import { attemptFor, type Attempt } from '@greencard/api';
import { loadSnapshot, removeSnapshot, saveSnapshot, stored } from '@greencard/store';
import type { PaymentRequest } from './paymentCall';

export const PAYMENT_ATTEMPT_SNAPSHOT = 'payment_attempt';

const AttemptShape: stored.Struct<Attempt, unknown> = stored.shape({ input: stored.string(), key: stored.string() });

/** The key to pay with: the last attempt's while the buyer asks for the same payment, else a new one (kept). */
export function paymentAttemptKey(
  provider: string,
  request: PaymentRequest,
  storage?: Storage,
  newKey?: () => string,
): string {
  const input = JSON.stringify([provider, request.contractId, request.amount, request.months ?? null]);
  const previous = loadSnapshot(PAYMENT_ATTEMPT_SNAPSHOT, AttemptShape, storage);
  const attempt = attemptFor(input, previous, newKey);
  if (attempt !== previous) saveSnapshot(PAYMENT_ATTEMPT_SNAPSHOT, attempt, storage);
  return attempt.key;
}

/** The insurer opened the payment: the next Pay is a new attempt. */
export function endPaymentAttempt(storage?: Storage): void {
  removeSnapshot(PAYMENT_ATTEMPT_SNAPSHOT, storage);
}
