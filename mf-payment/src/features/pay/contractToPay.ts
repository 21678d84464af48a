import { selectAmountToPay, type JourneyState } from '@greencard/store';
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
  const { product, draft, contractNumber, points } = journey;
  if (missingForPayment(journey) !== null || !product || !draft || !contractNumber) return null;
  return {
    contractId: draft.id,
    number: contractNumber,
    premium: product.discountedPayment,
    pointsUsed: points?.used ?? 0,
    amountToPay: selectAmountToPay({ journey }) ?? product.discountedPayment,
  };
}
