// How a contract was paid for, as the result pages need it after the round trip to the provider or the bank.
import type { JourneyState, PaymentMethod } from '@greencard/store';
import type { PaymentChoice } from '../pay/paymentChoice';

export interface PaymentUsed {
  /** Undefined when nothing in this browser says (another browser, cleared storage): read as a card payment. */
  method?: PaymentMethod;
  /** The instalment term, when the choice stored at Pay says it. */
  months?: number;
}

/**
 * The choice stored when Pay was pressed for this contract comes first: it names the contract and outlives the
 * journey. Without it, the journey's method counts only while the journey is still this contract's.
 */
export function paymentUsed(
  contractId: number,
  stored: PaymentChoice | undefined,
  journey: Pick<JourneyState, 'draft' | 'paymentMethod'>,
): PaymentUsed {
  if (stored) return stored.method === 'instalments' ? { method: 'instalments', months: stored.months } : { method: stored.method };
  if (journey.draft?.id === contractId && journey.paymentMethod) return { method: journey.paymentMethod };
  return {};
}
