// One search of GET /green/search. The answer is kept only if no newer search started meanwhile (the slice checks
// the request id), so a slow answer can never replace the offers of a later choice.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { isApiError, type Api, type ProductQuery } from '@greencard/api';
import type { RootState } from '@greencard/store';
import { searchFailed, searchStarted, searchSucceeded, type SearchFailure, type SearchStatus } from './calculatorSlice';

/** What the page shows for a failure: the ApiError's catalogue key (and insurer text), serverError for anything else. */
export function toSearchFailure(error: unknown): SearchFailure {
  if (!isApiError(error)) return { key: 'serverError' };
  return error.text ? { key: error.key, text: error.text } : { key: error.key };
}

export function searchOffers(
  api: Pick<Api, 'searchProducts'>,
  query: ProductQuery,
): ThunkAction<Promise<Exclude<SearchStatus, 'idle' | 'loading'>>, RootState, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const requestId = (getState().calculator?.requestId ?? 0) + 1;
    dispatch(searchStarted({ requestId, query }));
    try {
      const products = await api.searchProducts(query);
      dispatch(searchSucceeded({ requestId, products }));
      return 'done';
    } catch (error) {
      dispatch(searchFailed({ requestId, error: toSearchFailure(error) }));
      return 'failed';
    }
  };
}
