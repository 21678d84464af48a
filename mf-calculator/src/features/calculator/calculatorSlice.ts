// The calculator's private state: the sort order and the last search. The form's values live in react-final-form
// and in the snapshot; the search keeps the query its offers answer, so a chosen offer carries the choice it was
// priced for.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SortOrder } from '@greencard/domain';
import type { Product, ProductQuery } from '@greencard/api';
import { journeyReset, productChosen } from '@greencard/store';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/** A failed search as the page shows it: the catalogue key, or the insurer's own text. */
export interface SearchFailure {
  key: string;
  text?: string;
}

export interface CalculatorState {
  sort: SortOrder;
  status: SearchStatus;
  /** Which search the state belongs to: an answer to an older one is dropped. */
  requestId: number;
  query: ProductQuery | null;
  products: Product[];
  error: SearchFailure | null;
}

export const initialCalculatorState: CalculatorState = {
  sort: 'asc',
  status: 'idle',
  requestId: 0,
  query: null,
  products: [],
  error: null,
};

const withoutSearch = (state: CalculatorState): CalculatorState => ({
  ...initialCalculatorState,
  sort: state.sort,
  requestId: state.requestId,
});

export const calculatorSlice = createSlice({
  name: 'calculator',
  initialState: initialCalculatorState,
  reducers: {
    sortChanged: (state, action: PayloadAction<SortOrder>) => {
      state.sort = action.payload;
    },
    /** A new search clears the previous results first (rules §2). */
    searchStarted: (state, action: PayloadAction<{ requestId: number; query: ProductQuery }>): CalculatorState => ({
      ...withoutSearch(state),
      status: 'loading',
      requestId: action.payload.requestId,
      query: action.payload.query,
    }),
    searchSucceeded: (state, action: PayloadAction<{ requestId: number; products: Product[] }>) => {
      if (action.payload.requestId !== state.requestId || state.status !== 'loading') return;
      state.status = 'done';
      state.products = action.payload.products;
    },
    searchFailed: (state, action: PayloadAction<{ requestId: number; error: SearchFailure }>) => {
      if (action.payload.requestId !== state.requestId || state.status !== 'loading') return;
      state.status = 'failed';
      state.error = action.payload.error;
    },
    /** The buyer changed the choice: offers priced for the old one must not stay on screen. */
    resultsCleared: (state) => withoutSearch(state),
  },
  extraReducers: (builder) => {
    // A chosen offer ends this search; a new visit starts from the form (and its snapshot), not from old offers.
    builder.addCase(productChosen, (state) => withoutSearch(state));
    builder.addCase(journeyReset, (state) => withoutSearch(state));
  },
  selectors: {
    selectCalculator: (state) => state,
  },
});

export const { sortChanged, searchStarted, searchSucceeded, searchFailed, resultsCleared } = calculatorSlice.actions;
export const { selectCalculator } = calculatorSlice.selectors;

declare module '@greencard/store' {
  interface LazyLoadedSlices {
    calculator: CalculatorState;
  }
}
