// Calendar dates as the insurer reads them: 'YYYY-MM-DD' on the wire, 'dd.mm.yyyy' accepted where a person typed
// one, and the Kyiv calendar for "today" (docs/insurer-api.md: dates and the same-day rule).
import { KYIV_TIME_ZONE } from './terms';
import type { Period } from './wireValues';
import { periodLength } from './wireValues';

/** 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a real calendar date, or null. */
function dayNumber(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.floor(date.getTime() / DAY_MS);
}

function fromDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

function parts(iso: IsoDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match || dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) === null) {
    throw new RangeError(`Not a date 'YYYY-MM-DD': ${iso}`);
  }
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Either spelling of a real date as 'YYYY-MM-DD'; null for anything else. */
export function toIsoDate(value: string): IsoDate | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dotted ? [dotted[3], dotted[2], dotted[1]] : [];
  if (year === undefined) return null;
  const days = dayNumber(Number(year), Number(month), Number(day));
  return days === null ? null : fromDayNumber(days);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(iso);
  return fromDayNumber((dayNumber(year, month, day) as number) + days);
}

/** Calendar days from a to b. */
export function daysFrom(a: IsoDate, b: IsoDate): number {
  const [ya, ma, da] = parts(a);
  const [yb, mb, db] = parts(b);
  return (dayNumber(yb, mb, db) as number) - (dayNumber(ya, ma, da) as number);
}

/** The same day `months` later, or that month's last day when it is shorter. */
function addMonths(iso: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return fromDayNumber(dayNumber(targetYear, targetMonth, Math.min(day, lastDay)) as number);
}

/** Full years between a birthday and a day. */
export function yearsOld(birthday: IsoDate, on: IsoDate): number {
  const [by, bm, bd] = parts(birthday);
  const [ty, tm, td] = parts(on);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** 'dd.mm.yyyy'. */
export function formatDate(iso: IsoDate): string {
  const [year, month, day] = parts(iso);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`;
}

/** The last day of cover of a policy starting on `start` (inclusive): 15 days from 10 March end on 24 March. */
export function coverageEnd(start: IsoDate, period: Period): IsoDate {
  const length = periodLength(period);
  const dayAfter = 'days' in length ? addDays(start, length.days) : addMonths(start, length.months);
  return addDays(dayAfter, -1);
}

export interface KyivClock {
  date: IsoDate;
  hour: number;
  minute: number;
}

let kyivFormat: Intl.DateTimeFormat | undefined;

/** The Kyiv wall clock at an instant, whatever the machine's own zone. */
export function kyivClock(now: Date = new Date()): KyivClock {
  kyivFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: KYIV_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found: Record<string, string> = {};
  for (const part of kyivFormat.formatToParts(now)) found[part.type] = part.value;
  return { date: `${found.year}-${found.month}-${found.day}`, hour: Number(found.hour), minute: Number(found.minute) };
}

export function kyivToday(now: Date = new Date()): IsoDate {
  return kyivClock(now).date;
}
