import type { InsurerClient } from '@greencard/api';
import { readServerTime } from './serverTimeCall';

/**
 * How far the insurer's clock is ahead of the buyer's (ms; negative when behind), from one GET /serverTime. The
 * insurer read its clock somewhere between the request and the answer; comparing its time with the answer's
 * arrival takes the smallest offset that reading allows, so the insurer's time is never overestimated and a wait
 * counted on it (the pause before a new code) never ends before the insurer's own.
 */
export function clockOffset(serverNow: Date, answeredAt: number): number {
  return serverNow.getTime() - answeredAt;
}

/** An offset measured this recently is taken as it is; an older one is measured again when next asked for. */
export const CLOCK_MEASURE_REUSE_MS = 5 * 60_000;

interface Measurement {
  takenAt: number;
  offset: Promise<number>;
  /** Set once the answer is in, so a page opened later knows the clock at once. */
  known?: number;
}

// Per insurer client, so the hooks of one page (the signing deadline, a resend countdown) share one request.
const measurements = new WeakMap<InsurerClient, Measurement>();

function fresh(measurement: Measurement | undefined, now: number): measurement is Measurement {
  return measurement !== undefined && now - measurement.takenAt < CLOCK_MEASURE_REUSE_MS;
}

/** The offset already measured and still fresh, if any. */
export function knownClockOffset(client: InsurerClient): number | undefined {
  const measurement = measurements.get(client);
  return fresh(measurement, Date.now()) ? measurement.known : undefined;
}

/**
 * How far the insurer's clock is ahead of the buyer's (GET /serverTime). A failed measurement is not kept: the
 * next page asks again.
 */
export function measureServerClock(client: InsurerClient): Promise<number> {
  const askedAt = Date.now();
  const existing = measurements.get(client);
  if (fresh(existing, askedAt)) return existing.offset;
  const measurement: Measurement = {
    takenAt: askedAt,
    offset: readServerTime(client).then(
      ({ now }) => {
        const offset = clockOffset(new Date(now), Date.now());
        measurement.known = offset;
        return offset;
      },
      (error: unknown) => {
        if (measurements.get(client) === measurement) measurements.delete(client);
        throw error;
      },
    ),
  };
  measurements.set(client, measurement);
  return measurement.offset;
}
