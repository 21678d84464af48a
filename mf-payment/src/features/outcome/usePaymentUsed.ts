import { useState } from 'react';
import { selectJourney, useShopSelector } from '@greencard/store';
import { loadChoice } from '../pay/paymentChoice';
import { paymentUsed, type PaymentUsed } from './paymentUsed';

/** How the contract was paid for, read once when the page opens (the success page clears the journey under it). */
export function usePaymentUsed(contractId: number): PaymentUsed {
  const journey = useShopSelector(selectJourney);
  const [used] = useState(() => paymentUsed(contractId, loadChoice(contractId), journey));
  return used;
}
