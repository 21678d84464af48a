// The one way a step tells the insurer to do something (a write, a download) and shows how it went. The same rule as
// useInsurerAnswer: an outcome counts only for a mounted component, and a second run while one is under way is not
// started (a double click sends one request).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InsurerClient } from '@greencard/api';
import { useInsurerClient } from '../context';

export type ActionState = { status: 'idle' } | { status: 'running' } | { status: 'failed'; error: unknown };

export type ActionOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * `run(...args)` performs `act` and resolves with its outcome, or with null when it was not started (one is under
 * way) or the component is gone by the time it ends: the caller then does nothing more.
 */
export function useInsurerAction<A extends unknown[], T>(act: (client: InsurerClient, ...args: A) => Promise<T>) {
  const client = useInsurerClient();
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const actRef = useRef(act);
  const running = useRef(false);
  const mounted = useRef(true);

  // The newest `act` for the next run, kept after each render (a ref is not written while rendering).
  useEffect(() => {
    actRef.current = act;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A): Promise<ActionOutcome<T> | null> => {
      if (running.current) return null;
      running.current = true;
      setState({ status: 'running' });
      let outcome: ActionOutcome<T>;
      try {
        outcome = { ok: true, value: await actRef.current(client, ...args) };
      } catch (error) {
        outcome = { ok: false, error };
      }
      running.current = false;
      if (!mounted.current) return null;
      setState(outcome.ok ? { status: 'idle' } : { status: 'failed', error: outcome.error });
      return outcome;
    },
    [client],
  );

  return { state, run };
}
