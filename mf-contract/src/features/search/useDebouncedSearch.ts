// A search as the buyer types (rules §7 and §9): debounced by SEARCH_DEBOUNCE_MS, the previous results cleared as
// soon as a new search starts (rules §2), answers that arrive after a newer search ignored.
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@greencard/domain';

export interface SearchState<T> {
  results: T[];
  loading: boolean;
}

export const SEARCH_MIN_CHARS = 2;

/**
 * Searches `query` once the buyer pauses typing. `enabled` false (a value was just chosen, the field is idle)
 * keeps the current results and sends nothing. A failed search shows no results: the buyer may type free text.
 */
export function useDebouncedSearch<T>(
  query: string,
  search: (query: string) => Promise<T[]>,
  enabled = true,
): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ results: [], loading: false });
  // Callers pass a new function every render; the typed query, not the function, starts a search.
  const searchRef = useRef(search);
  searchRef.current = search;
  const text = query.trim();
  const active = enabled && text.length >= SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!active) {
      setState((current) => (current.loading ? { ...current, loading: false } : current));
      return undefined;
    }
    let current = true;
    setState({ results: [], loading: true });
    const timer = setTimeout(() => {
      searchRef.current(text).then(
        (results) => current && setState({ results, loading: false }),
        () => current && setState({ results: [], loading: false }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, active]);

  return state;
}
