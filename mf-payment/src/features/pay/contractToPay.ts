import type { JourneyState } from '@greencard/store';
import { missingForPayment } from '../routing/journeyGate';

/** What the payment page shows and sends, read from a journey that holds a signed contract. */
export interface ContractToPay {
  contractId: number;
  number: string;
  premium: number;
  /** UAH covered by loyalty points; 0 without the points step. */
  pointsUsed: number;
  /** The premium minus the points: what the provider or the bank is asked for. */
  amountToPay: number;
}

export function contractToPay(journey: JourneyState): ContractToPay | null {
  const { product, draft, points } = journey;
  if (missingForPayment(journey) !== null || !product || !draft) return null;
  return {
    contractId: draft.id,
    number: draft.number,
    premium: product.discountedPayment,
    pointsUsed: points?.used ?? 0,
    // The shop's one rule for the amount: what the points step left to pay, else the whole premium.
    amountToPay: points?.amountToPay ?? product.discountedPayment,
  };
}
