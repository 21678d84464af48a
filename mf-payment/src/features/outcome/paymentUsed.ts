// How a contract was paid for, as the result pages need it after the round trip to the provider or the bank.
import type { PaymentProvider } from '../providers/providers';
import type { PaymentChoice } from '../pay/paymentChoice';

export interface PaymentUsed {
  /** Undefined when nothing in this browser says (another browser, cleared storage): read as a card payment. */
  method?: PaymentProvider;
  /** The instalment term, when the choice stored at Pay says it. */
  months?: number;
}

/** The choice stored when Pay was pressed for this contract: it names the contract and outlives the journey. */
export function paymentUsed(stored: PaymentChoice | undefined): PaymentUsed {
  if (!stored) return {};
  return stored.method === 'instalments' ? { method: 'instalments', months: stored.months } : { method: stored.method };
}
