// A search as the buyer types (rules §7 and §9): debounced by SEARCH_DEBOUNCE_MS, the previous results cleared as
// soon as a new search starts (rules §2), answers that arrive after a newer search ignored (useInsurerAnswer's rule).
import { useState } from 'react';
import type { InsurerClient } from '@greencard/api';
import { SEARCH_DEBOUNCE_MS } from '@greencard/domain';
import { useInsurerAnswer } from '@greencard/step';

export interface SearchState<T> {
  results: T[];
  loading: boolean;
}

export const SEARCH_MIN_CHARS = 2;

/** No results: one array, so that showing none again is no change. */
const NONE: never[] = [];

/**
 * Searches `query` once the buyer pauses typing. `enabled` false (a value was just chosen, the field is idle)
 * keeps the current results and sends nothing. A failed search shows no results: the buyer may type free text.
 */
export function useDebouncedSearch<T>(
  query: string,
  search: (client: InsurerClient, query: string) => Promise<T[]>,
  enabled = true,
): SearchState<T> {
  const text = query.trim();
  const active = enabled && text.length >= SEARCH_MIN_CHARS;
  const answer = useInsurerAnswer(active ? text : null, (client) => search(client, text), {
    delayMs: SEARCH_DEBOUNCE_MS,
  });
  // What the field shows while no search runs: the last search's results (kept in state, adjusted while rendering
  // as React allows for state that follows a changed value).
  const [kept, setKept] = useState<T[]>(NONE);
  const shown = answer.status === 'ready' ? answer.data : answer.status === 'idle' ? kept : NONE;
  if (shown !== kept) setKept(shown);
  return { results: shown, loading: answer.status === 'loading' };
}
