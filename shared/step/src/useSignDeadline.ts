import { useEffect, useState } from 'react';
import { isBeforeSignCutoff } from '@greencard/domain';
import { useApi } from './context';

export type SignDeadline =
  | { status: 'checking' }
  | { status: 'open' }
  | { status: 'closed' }
  /** The server time could not be read: the insurer will still refuse a late contract, so the buyer may go on. */
  | { status: 'unknown' };

const RECHECK_MS = 15_000;

/**
 * Whether signing and paying is still possible today (spec 9: until about 23:55 Kyiv time). Judged by the server's
 * clock (GET /serverTime), not the buyer's: the offset between the two is measured once and the decision re-made
 * every few seconds, so a page left open past the cut-off closes by itself.
 */
export function useSignDeadline(): SignDeadline {
  const api = useApi();
  const [state, setState] = useState<SignDeadline>({ status: 'checking' });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    api.getServerTime().then(
      ({ now }) => {
        if (cancelled) return;
        const offset = now.getTime() - Date.now();
        const decide = () => setState({ status: isBeforeSignCutoff(new Date(Date.now() + offset)) ? 'open' : 'closed' });
        decide();
        timer = setInterval(decide, RECHECK_MS);
      },
      () => {
        if (!cancelled) setState({ status: 'unknown' });
      },
    );
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
    };
  }, [api]);

  return state;
}
