// The calculator's search for offers and their order, as the form's sections read them (CalculatorForm provides it).
// It is the page's own state, not the store's: nothing outside the calculator reads it, and a chosen offer reaches
// the next step through the journey.
import { createContext, useContext } from 'react';
import type { Product, ProductQuery } from './offerSearchCall';
import type { SortOrder } from './sortProducts';

type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/** A failed search as the page shows it: the catalogue key, or the insurer's own text. */
export interface SearchFailure {
  key: string;
  text?: string;
}

export interface SearchResult {
  status: SearchStatus;
  /** The choice the offers (or the failure) answer: a chosen offer carries the choice it was priced for. */
  query: ProductQuery | null;
  products: Product[];
  error: SearchFailure | null;
}

export interface OfferSearch extends SearchResult {
  sort: SortOrder;
  sortChanged: (order: SortOrder) => void;
  /** Searches for `query`, clearing the previous offers first (rules §2); resolves with how it ended, null when it did not run. */
  search: (query: ProductQuery) => Promise<'done' | 'failed' | null>;
  /** The buyer changed the choice: offers priced for the old one must not stay on screen. */
  clear: () => void;
}

export const NO_SEARCH: SearchResult = { status: 'idle', query: null, products: [], error: null };

export const OfferSearchContext = createContext<OfferSearch | null>(null);

export function useOfferSearch(): OfferSearch {
  const search = useContext(OfferSearchContext);
  if (!search) throw new Error('useOfferSearch outside CalculatorForm');
  return search;
}
