import { useEffect } from 'react';
import { useFormState } from 'react-final-form';
import { isComplete, sameQuery, toProductQuery, type CalculatorValues } from './calculatorValues';
import { useOfferSearch } from './offerSearch';

/**
 * Offers priced for another choice must not stay beside a changed form (choosing one would buy the old choice):
 * when the vehicle type, area or period changes, the shown offers or failure are cleared.
 */
export function StaleResultsGuard() {
  const { query, clear } = useOfferSearch();
  const { values } = useFormState<CalculatorValues>({ subscription: { values: true } });
  const current = isComplete(values) ? toProductQuery(values) : null;
  const stale = query !== null && !sameQuery(query, current);
  useEffect(() => {
    if (stale) clear();
  }, [clear, stale]);
  return null;
}
