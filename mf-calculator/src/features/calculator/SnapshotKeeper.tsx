import { useEffect, useRef } from 'react';
import { useFormState } from 'react-final-form';
import { saveCalculatorSnapshot } from './calculatorSnapshot';
import type { CalculatorValues } from './calculatorValues';
import { useOfferSearch } from './offerSearch';

/** Saves the form and the sort order whenever either changes, so a reload or a later visit starts from them. */
export function SnapshotKeeper() {
  const { values } = useFormState<CalculatorValues>({ subscription: { values: true } });
  const { sort } = useOfferSearch();
  const first = useRef(true);
  useEffect(() => {
    // The first render shows what was restored (or the defaults): nothing new to save, and saving it could
    // overwrite the saved sort before the form has taken it back.
    if (first.current) {
      first.current = false;
      return;
    }
    saveCalculatorSnapshot({ values, sort });
  }, [values, sort]);
  return null;
}
