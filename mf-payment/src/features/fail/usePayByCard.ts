import { useCallback } from 'react';
import { useShopDispatch } from '@greencard/store';
import { loadChoice } from '../pay/paymentChoice';
import { contractOpened, methodPicked } from '../pay/paySlice';

/**
 * After the bank declined the instalments, the way on is a card: the payment page opens with a card chosen
 * rather than the instalments that were just refused. Only the page's choice changes; what was stored at Pay
 * stays, so this page still tells the bank's refusal after a reload.
 */
export function usePayByCard(contractId: number): () => void {
  const dispatch = useShopDispatch();
  return useCallback(() => {
    dispatch(contractOpened({ contractId, stored: loadChoice(contractId) }));
    dispatch(methodPicked('easypay'));
  }, [dispatch, contractId]);
}
