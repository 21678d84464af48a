import { useState } from 'react';
import { loadChoice } from '../pay/paymentChoice';
import { paymentUsed, type PaymentUsed } from './paymentUsed';

/** How the contract was paid for, read once when the page opens. */
export function usePaymentUsed(contractId: number): PaymentUsed {
  const [used] = useState(() => paymentUsed(loadChoice(contractId)));
  return used;
}
