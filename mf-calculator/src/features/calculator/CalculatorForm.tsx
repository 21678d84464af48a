import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { loadCalculatorSnapshot, startingValues } from './calculatorSnapshot';
import { isComplete, toProductQuery, type CalculatorValues } from './calculatorValues';
import { FocusTargetsContext, focusAfterRender, type FocusTargets } from './focusTargets';
import { OfferSearchContext } from './offerSearch';
import { SnapshotKeeper } from './SnapshotKeeper';
import { StaleResultsGuard } from './StaleResultsGuard';
import { useOfferSearchState } from './useOfferSearchState';

/**
 * The calculator's form state around the sections that use it (form, sort, offers, coverage). It starts from the
 * saved snapshot, and when that snapshot already names a full choice the offers are fetched at once, so a returning
 * buyer sees prices again without pressing anything.
 */
export function CalculatorForm({ children }: { children: ReactNode }) {
  const offers = useOfferSearchState();
  const { search: searchFor, sortChanged } = offers;
  const [snapshot] = useState(loadCalculatorSnapshot);
  const [initialValues] = useState(() => startingValues(snapshot));
  const results = useRef<HTMLHeadingElement>(null);
  const retry = useRef<HTMLDivElement>(null);
  const targets = useMemo<FocusTargets>(() => ({ results, retry }), []);
  const restored = useRef(false);

  const search = useCallback(
    (values: CalculatorValues) => (isComplete(values) ? searchFor(toProductQuery(values)) : undefined),
    [searchFor],
  );

  useEffect(() => {
    if (restored.current || !snapshot) return;
    restored.current = true;
    sortChanged(snapshot.sort);
    void search(initialValues);
  }, [sortChanged, initialValues, search, snapshot]);

  const onSubmit = async (values: CalculatorValues) => {
    const outcome = await search(values);
    if (outcome) focusAfterRender(outcome === 'done' ? results : retry);
  };

  return (
    <Form<CalculatorValues> onSubmit={onSubmit} initialValues={initialValues} subscription={{}}>
      {() => (
        <OfferSearchContext.Provider value={offers}>
          <FocusTargetsContext.Provider value={targets}>
            <SnapshotKeeper />
            <StaleResultsGuard />
            {children}
          </FocusTargetsContext.Provider>
        </OfferSearchContext.Provider>
      )}
    </Form>
  );
}
