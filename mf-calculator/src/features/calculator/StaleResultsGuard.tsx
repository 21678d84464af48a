import { useEffect } from 'react';
import { useFormState } from 'react-final-form';
import { useShopDispatch, useShopSelector } from '@greencard/store';
import { resultsCleared } from './calculatorSlice';
import { isComplete, sameQuery, toProductQuery, type CalculatorValues } from './calculatorValues';

/**
 * Offers priced for another choice must not stay beside a changed form (choosing one would buy the old choice):
 * when the vehicle type, area or period changes, the shown offers or failure are cleared.
 */
export function StaleResultsGuard() {
  const dispatch = useShopDispatch();
  const { values } = useFormState<CalculatorValues>({ subscription: { values: true } });
  const query = useShopSelector((state) => state.calculator?.query ?? null);
  const current = isComplete(values) ? toProductQuery(values) : null;
  const stale = query !== null && !sameQuery(query, current);
  useEffect(() => {
    if (stale) dispatch(resultsCleared());
  }, [dispatch, stale]);
  return null;
}
