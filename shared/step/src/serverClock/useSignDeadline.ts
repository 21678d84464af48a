import { useEffect, useState } from 'react';
import { isBeforeSignCutoff } from '@greencard/domain';
import { useServerClock } from './useServerClock';

export type SignDeadline =
  | { status: 'checking' }
  | { status: 'open' }
  | { status: 'closed' }
  /** The server time could not be read: the insurer will still refuse a late contract, so the buyer may go on. */
  | { status: 'unknown' };

const RECHECK_MS = 15_000;

/**
 * Whether signing and paying is still possible today (until about 23:55 Kyiv time). Judged by the insurer's
 * clock, not the buyer's, and decided again every few seconds, so a page left open past the cut-off closes by
 * itself.
 */
export function useSignDeadline(): SignDeadline {
  const clock = useServerClock();
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    if (clock.status !== 'ready') return undefined;
    const decide = () => setOpen(isBeforeSignCutoff(new Date(clock.now())));
    decide();
    const timer = setInterval(decide, RECHECK_MS);
    return () => clearInterval(timer);
  }, [clock]);

  if (clock.status === 'unknown') return { status: 'unknown' };
  if (clock.status === 'measuring' || open === null) return { status: 'checking' };
  return { status: open ? 'open' : 'closed' };
}
