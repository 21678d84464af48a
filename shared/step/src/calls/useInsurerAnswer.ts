// The one way a step asks the insurer something and shows the answer: loading, ready or failed, with a retry. One
// rule for stale answers: only the answer to the newest question of a mounted component is kept; an answer to an
// older question (the key changed, or retry asked again) and any answer after unmount are dropped.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { InsurerClient } from '@greencard/api';
import { useInsurerClient } from '../context';

export type InsurerAnswer<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

type Settled<T> = Extract<InsurerAnswer<T>, { status: 'ready' | 'failed' }>;

interface Kept<T> {
  client: InsurerClient;
  key: string;
  attempt: number;
  answer: Settled<T>;
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

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
  ask: (client: InsurerClient) => Promise<T>,
  { delayMs = 0 }: AskOptions = {},
): InsurerAnswer<T> & { retry: () => void } {
  const client = useInsurerClient();
  // An answer is kept with the question it answers (client, key, attempt): the page shows it only while that is still
  // the question, so nothing needs resetting when the question changes.
  const [kept, setKept] = useState<Kept<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The newest `ask` when the question is asked: a new function on a render is not a new question (the key says that).
  const askNow = useEffectEvent(() => ask(client));

  useEffect(() => {
    if (key === null) return undefined;
    let newest = true;
    const keep = (answer: Settled<T>) => newest && setKept({ client, key, attempt, answer });
    const askAndKeep = () => {
      void askNow().then(
        (data) => keep({ status: 'ready', data }),
        (error: unknown) => keep({ status: 'failed', error }),
      );
    };
    const timer = delayMs > 0 ? setTimeout(askAndKeep, delayMs) : (askAndKeep(), undefined);
    return () => {
      newest = false;
      clearTimeout(timer);
    };
  }, [client, key, attempt, delayMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const answers = kept !== null && kept.client === client && kept.key === key && kept.attempt === attempt;
  const answer: InsurerAnswer<T> = key === null ? IDLE : answers ? kept.answer : LOADING;
  return { ...answer, retry };
}
