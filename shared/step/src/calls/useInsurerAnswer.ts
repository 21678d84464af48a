// The one way a step asks the insurer something and shows the answer: loading, ready or failed, with a retry. One
// rule for stale answers: only the answer to the newest question of a mounted component is kept; an answer to an
// older question (the key changed, or retry asked again) and any answer after unmount are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '@greencard/api';
import { useApi } from '../context';

export type InsurerAnswer<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

export interface AskOptions {
  /** Wait this long after the key last changed before asking (a search as the buyer types); loading meanwhile. */
  delayMs?: number;
}

/**
 * Asks `ask` whenever `key` changes, and again on `retry`. A null key asks nothing (idle). The key says what the
 * question is about (e.g. the contract id): `ask` itself may be a new function on every render.
 */
export function useInsurerAnswer<T>(
  key: string | null,
  ask: (api: Api) => Promise<T>,
  { delayMs = 0 }: AskOptions = {},
): InsurerAnswer<T> & { retry: () => void } {
  const api = useApi();
  const [answer, setAnswer] = useState<InsurerAnswer<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const askRef = useRef(ask);
  askRef.current = ask;

  useEffect(() => {
    if (key === null) {
      setAnswer({ status: 'idle' });
      return undefined;
    }
    let newest = true;
    setAnswer({ status: 'loading' });
    const askNow = () =>
      askRef.current(api).then(
        (data) => newest && setAnswer({ status: 'ready', data }),
        (error: unknown) => newest && setAnswer({ status: 'failed', error }),
      );
    const timer = delayMs > 0 ? setTimeout(askNow, delayMs) : (void askNow(), undefined);
    return () => {
      newest = false;
      clearTimeout(timer);
    };
  }, [api, key, attempt, delayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...answer, retry };
}
