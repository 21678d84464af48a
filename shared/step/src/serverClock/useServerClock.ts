import { useEffect, useMemo, useState } from 'react';
import { isBeforeSignCutoff } from '@greencard/domain';
import { useInsurerClient } from '../context';
import { knownClockOffset, measureServerClock } from './measureServerClock';

const buyerNow = () => Date.now();

export interface ServerClock {
  /**
   * measuring: GET /serverTime has not answered yet; ready: `now` is the insurer's time; unknown: it could not be
   * read, and `now` is the buyer's own clock, the best there is.
   */
  status: 'measuring' | 'ready' | 'unknown';
  /** The insurer's time now (ms since the epoch), as far as it is known. The same function while the status holds. */
  now: () => number;
}

/**
 * The insurer's clock on the buyer's device: what the insurer's time limits (the signing cut-off, when a new code
 * may be sent) are judged by. The buyer's clock may be off by minutes, so the offset between the two is measured
 * with GET /serverTime and added to the buyer's clock, which keeps running between measurements.
 */
export function useServerClock(): ServerClock {
  const client = useInsurerClient();
  // A measurement is kept with the client it was made through; one the client already knows needs no state.
  const [measured, setMeasured] = useState<{ client: typeof client; offset: number | null } | null>(null);
  const known = knownClockOffset(client);
  const offset = known !== undefined ? known : measured?.client === client ? measured.offset : undefined;

  useEffect(() => {
    if (knownClockOffset(client) !== undefined) return undefined;
    let current = true;
    measureServerClock(client).then(
      (result) => current && setMeasured({ client, offset: result }),
      () => current && setMeasured({ client, offset: null }),
    );
    return () => {
      current = false;
    };
  }, [client]);

  return useMemo<ServerClock>(() => {
    if (offset === undefined) return { status: 'measuring', now: buyerNow };
    if (offset === null) return { status: 'unknown', now: buyerNow };
    return { status: 'ready', now: () => Date.now() + offset };
  }, [offset]);
}

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
