// A search as the buyer types (rules §7 and §9): debounced by SEARCH_DEBOUNCE_MS, the previous results cleared as
// soon as a new search starts (rules §2), answers that arrive after a newer search ignored (useInsurerAnswer's rule).
import { useRef } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@greencard/domain';
import { useInsurerAnswer } from '@greencard/step';

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
  const text = query.trim();
  const active = enabled && text.length >= SEARCH_MIN_CHARS;
  const answer = useInsurerAnswer(active ? text : null, () => search(text), { delayMs: SEARCH_DEBOUNCE_MS });
  // What the field shows while no search runs: the last search's results.
  const shown = useRef<T[]>([]);
  if (answer.status === 'ready') shown.current = answer.data;
  else if (answer.status !== 'idle') shown.current = [];
  return { results: shown.current, loading: answer.status === 'loading' };
}
