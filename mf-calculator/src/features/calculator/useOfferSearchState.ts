import { useCallback, useMemo, useState } from 'react';
import { isApiError } from '@greencard/api';
import type { SortOrder } from './sortProducts';
import { useInsurerAction } from '@greencard/step';
import { NO_SEARCH, type OfferSearch, type SearchFailure, type SearchResult } from './offerSearch';
import { searchProducts, type ProductQuery } from './offerSearchCall';

/** What the page shows for a failure: the ApiError's catalogue key (and insurer text), serverError for anything else. */
function toSearchFailure(error: unknown): SearchFailure {
  if (!isApiError(error)) return { key: 'serverError' };
  return error.text ? { key: error.key, text: error.text } : { key: error.key };
}

/**
 * The search of GET /green/search through useInsurerAction (one at a time: the form is locked while it runs) and the
 * offers' order. An answer only fills the search still waiting for it: offers cleared meanwhile stay cleared.
 */
export function useOfferSearchState(): OfferSearch {
  const [result, setResult] = useState<SearchResult>(NO_SEARCH);
  const [sort, sortChanged] = useState<SortOrder>('asc');
  const searching = useInsurerAction((client, query: ProductQuery) => searchProducts(client, query));
  const run = searching.run;

  const search = useCallback(
    async (query: ProductQuery) => {
      setResult({ ...NO_SEARCH, status: 'loading', query });
      const outcome = await run(query);
      if (!outcome) return null;
      const answered: SearchResult = outcome.ok
        ? { status: 'done', query, products: outcome.value, error: null }
        : { status: 'failed', query, products: [], error: toSearchFailure(outcome.error) };
      setResult((current) => (current.status === 'loading' && current.query === query ? answered : current));
      return answered.status === 'done' ? 'done' : 'failed';
    },
    [run],
  );

  const clear = useCallback(() => setResult(NO_SEARCH), []);
  return useMemo(() => ({ ...result, sort, sortChanged, search, clear }), [result, sort, search, clear]);
}
