import { useCallback, useEffect, useRef } from 'react';

// Moving the active option of a list with the keyboard: disabled options are skipped, the ends do not wrap
// (as in a native select), and typed letters jump to the next option whose label starts with them.

export interface Navigable {
  label: string;
  disabled?: boolean;
}

/**
 * The next enabled index from `from` in direction `step` (+1 / -1); `from` itself when there is none. From -1 (no option
 * active) the list is entered at its top going down and at its bottom going up.
 */
export function stepIndex(options: readonly Navigable[], from: number, step: 1 | -1): number {
  const start = from < 0 && step < 0 ? options.length : from;
  for (let index = start + step; index >= 0 && index < options.length; index += step) {
    if (!options[index]?.disabled) return index;
  }
  return from;
}

export function firstIndex(options: readonly Navigable[]): number {
  return stepIndex(options, -1, 1);
}

export function lastIndex(options: readonly Navigable[]): number {
  return stepIndex(options, -1, -1);
}

/**
 * The option matching what was typed, searching on from the active one and wrapping round. A letter typed
 * again and again cycles through the options that start with it; a longer text narrows the match.
 */
export function typeaheadIndex(options: readonly Navigable[], typed: string, active: number): number {
  const query = typed.toLocaleLowerCase();
  if (!query) return -1;
  const repeated = [...query].every((char) => char === query[0]);
  const needle = repeated ? query.slice(0, 1) : query;
  const start = repeated ? active + 1 : Math.max(active, 0);
  for (let offset = 0; offset < options.length; offset += 1) {
    const index = (start + offset) % options.length;
    const option = options[index];
    if (option && !option.disabled && option.label.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** Whether a key press is a printable character for type-ahead (not a shortcut). */
export function isTypeaheadKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const TYPEAHEAD_RESET_MS = 500;

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
