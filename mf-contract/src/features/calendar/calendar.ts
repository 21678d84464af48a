// The contract form's date arithmetic: its start and end of cover, the age and the tax number's birthday rules. Only
// this step computes with dates or reads the dates the buyer types; what several steps read (IsoDate, formatDate, the
// Kyiv clock) stays in @greencard/domain.
import { isIsoDate, kyivClock, type IsoDate } from '@greencard/domain';

const DAY_MS = 86_400_000;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Today's calendar date in Kyiv. */
export function kyivToday(now: Date = new Date()): IsoDate {
  return kyivClock(now).date;
}

/** 'dd.mm.yyyy' (as the buyer types it) to an IsoDate; null unless it is a real calendar date. */
export function parseDate(value: string): IsoDate | null {
  const match = DOTTED.exec(value.trim());
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : '';
  return isIsoDate(iso) ? iso : null;
}

/** Accepts either spelling of a date (IsoDate or 'dd.mm.yyyy'), for rules that run on form values. */
export function toIsoDate(value: string): IsoDate | null {
  const trimmed = value.trim();
  return isIsoDate(trimmed) ? trimmed : parseDate(trimmed);
}

function toUtc(iso: IsoDate): Date {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date 'YYYY-MM-DD': ${String(iso)}`);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  return date;
}

function fromUtc(date: Date): IsoDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** Adds calendar months; a day past the target month's end becomes its last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(iso: IsoDate, months: number): IsoDate {
  const date = toUtc(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return fromUtc(date);
}

/** Calendar days from a to b (positive when b is later). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / DAY_MS);
}

/** Full years of a person born on birthday, on the day today. */
export function ageOn(birthdayIso: IsoDate, todayIso: IsoDate): number {
  const birth = toUtc(birthdayIso);
  const today = toUtc(todayIso);
  const years = today.getUTCFullYear() - birth.getUTCFullYear();
  const hadBirthday =
    today.getUTCMonth() > birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() >= birth.getUTCDate());
  return hadBirthday ? years : years - 1;
}
