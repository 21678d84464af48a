// GET /serverTime: the server's instant as ISO 8601 with Kyiv's offset, so the shop judges the sign-and-pay
// cut-off (rules D13) on the insurer's clock.
import { KYIV_TIME_ZONE, kyivClock } from '../insurer';

/** Kyiv's UTC offset at an instant, in minutes (120 in winter, 180 in summer). */
function kyivOffsetMinutes(now: Date): number {
  const { date, hour, minute } = kyivClock(now);
  const wall = Date.parse(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const instant = Math.floor(now.getTime() / 60_000) * 60_000;
  return Math.round((wall - instant) / 60_000);
}

/** '2026-03-29T04:30:15.000+03:00': the instant written in Kyiv wall-clock time. */
export function kyivIsoString(now: Date): string {
  const offset = kyivOffsetMinutes(now);
  const local = new Date(now.getTime() + offset * 60_000).toISOString().slice(0, -1);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export const serverTime = (now: Date) => ({ now: kyivIsoString(now), timeZone: KYIV_TIME_ZONE });
