import type { Api } from '@greencard/api';
import { clockOffset } from './clockOffset';

/** An offset measured this recently is taken as it is; an older one is measured again when next asked for. */
export const CLOCK_MEASURE_REUSE_MS = 5 * 60_000;

interface Measurement {
  takenAt: number;
  offset: Promise<number>;
  /** Set once the answer is in, so a page opened later knows the clock at once. */
  known?: number;
}

// Per API client, so the hooks of one page (the signing deadline, a resend countdown) share one request.
const measurements = new WeakMap<Api, Measurement>();

function fresh(measurement: Measurement | undefined, now: number): measurement is Measurement {
  return measurement !== undefined && now - measurement.takenAt < CLOCK_MEASURE_REUSE_MS;
}

/** The offset already measured and still fresh, if any. */
export function knownClockOffset(api: Api): number | undefined {
  const measurement = measurements.get(api);
  return fresh(measurement, Date.now()) ? measurement.known : undefined;
}

/**
 * How far the insurer's clock is ahead of the buyer's (GET /serverTime). A failed measurement is not kept: the
 * next page asks again.
 */
export function measureServerClock(api: Api): Promise<number> {
  const askedAt = Date.now();
  const existing = measurements.get(api);
  if (fresh(existing, askedAt)) return existing.offset;
  const measurement: Measurement = {
    takenAt: askedAt,
    offset: api.getServerTime().then(
      ({ now }) => {
        const offset = clockOffset(now, Date.now());
        measurement.known = offset;
        return offset;
      },
      (error: unknown) => {
        if (measurements.get(api) === measurement) measurements.delete(api);
        throw error;
      },
    ),
  };
  measurements.set(api, measurement);
  return measurement.offset;
}
