import { journeyReset, productChosen } from '@greencard/store';
import {
  calculatorSlice,
  initialCalculatorState,
  resultsCleared,
  searchFailed,
  searchStarted,
  searchSucceeded,
  sortChanged,
  type CalculatorState,
} from './calculatorSlice';

const reduce = calculatorSlice.reducer;
const query = { type: 'A', area: 'EUROPE', period: 'YEAR', customerCategory: 'NATURAL' } as const;
const products = [
  { tariff: 1, discountedPayment: 12446 },
  { tariff: 2, discountedPayment: 13616 },
];

const loaded: CalculatorState = {
  ...initialCalculatorState,
  sort: 'desc',
  status: 'done',
  requestId: 3,
  query,
  products,
};

describe('calculator slice', () => {
  it('is named calculator and starts idle, cheapest first', () => {
    expect(calculatorSlice.reducerPath).toBe('calculator');
    expect(reduce(undefined, { type: 'init' })).toEqual(initialCalculatorState);
    expect(initialCalculatorState.sort).toBe('asc');
  });

  it('keeps the sort order', () => {
    expect(reduce(initialCalculatorState, sortChanged('desc')).sort).toBe('desc');
  });

  it('clears the previous results when a new search starts (rules §2)', () => {
    const state = reduce(loaded, searchStarted({ requestId: 4, query: { ...query, area: 'BMR' } }));
    expect(state).toEqual({
      ...initialCalculatorState,
      sort: 'desc',
      status: 'loading',
      requestId: 4,
      query: { ...query, area: 'BMR' },
    });
  });

  it('takes the answer of the running search', () => {
    const started = reduce(initialCalculatorState, searchStarted({ requestId: 1, query }));
    expect(reduce(started, searchSucceeded({ requestId: 1, products }))).toMatchObject({ status: 'done', products });
  });

  it('drops an answer to an older search', () => {
    const started = reduce(initialCalculatorState, searchStarted({ requestId: 2, query }));
    expect(reduce(started, searchSucceeded({ requestId: 1, products }))).toBe(started);
    expect(reduce(started, searchFailed({ requestId: 1, error: { key: 'serverError' } }))).toBe(started);
  });

  it('keeps the query and shows the failure', () => {
    const started = reduce(initialCalculatorState, searchStarted({ requestId: 1, query }));
    expect(reduce(started, searchFailed({ requestId: 1, error: { key: 'serverError' } }))).toMatchObject({
      status: 'failed',
      query,
      products: [],
      error: { key: 'serverError' },
    });
  });

  it('forgets offers that no longer match the form, keeping the sort', () => {
    expect(reduce(loaded, resultsCleared())).toEqual({ ...initialCalculatorState, sort: 'desc', requestId: 3 });
  });

  it.each([
    [
      'productChosen',
      productChosen({
        selection: { autoType: 'A', area: 'EUROPE', period: 'YEAR', customerCategory: 'NATURAL' },
        product: { tariff: 1, discountedPayment: 12446 },
      }),
    ],
    ['journeyReset', journeyReset()],
  ])('resets its search on %s (rules D12)', (_name, action) => {
    expect(reduce(loaded, action)).toEqual({ ...initialCalculatorState, sort: 'desc', requestId: 3 });
  });
});
