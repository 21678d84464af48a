// The buyer's payment choice, kept per contract. It holds no personal data, so it survives clearPersonalData:
// the success page still knows after a reload that the contract was bought in instalments.
import { isPaymentProvider, type PaymentProvider } from '../providers/providers';
import { loadSnapshot, saveSnapshot, stored } from '@greencard/store';
import { DEFAULT_INSTALMENT_MONTHS, isInstalmentTerm } from './paymentOptions';

export interface PaymentChoice {
  method: PaymentProvider;
  /** The instalment term; kept while another method is chosen so that switching back restores it. */
  months: number;
}

interface StoredChoice extends PaymentChoice {
  contractId: number;
}

export const CHOICE_SNAPSHOT = 'payment_choice';

export const DEFAULT_CHOICE: PaymentChoice = { method: 'easypay', months: DEFAULT_INSTALMENT_MONTHS };

const StoredChoiceShape: stored.Struct<StoredChoice, unknown> = stored.shape({
  contractId: stored.finiteNumber,
  method: stored.define<PaymentProvider>('PaymentProvider', isPaymentProvider),
  months: stored.define<number>('InstalmentTerm', (value) => typeof value === 'number' && isInstalmentTerm(value)),
});

export function saveChoice(contractId: number, choice: PaymentChoice, storage?: Storage): void {
  const stored: StoredChoice = { contractId, method: choice.method, months: choice.months };
  saveSnapshot(CHOICE_SNAPSHOT, stored, storage);
}

/** The choice last made for this contract; a choice made for another contract does not apply. */
export function loadChoice(contractId: number, storage?: Storage): PaymentChoice | undefined {
  const stored = loadSnapshot(CHOICE_SNAPSHOT, StoredChoiceShape, storage);
  return stored && stored.contractId === contractId ? { method: stored.method, months: stored.months } : undefined;
}
