import { useCallback, useEffect, useRef } from 'react';
import { TYPEAHEAD_RESET_MS } from './listNavigation';

/** Collects the letters typed in quick succession; returns the text typed so far with this key. */
export function useTypeahead(): (char: string) => string {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((char: string) => {
    clearTimeout(timer.current);
    typed.current += char;
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPEAHEAD_RESET_MS);
    return typed.current;
  }, []);
}
