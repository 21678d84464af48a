/** A calendar date 'YYYY-MM-DD' (no time, no zone): the wire form and the form's internal form. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function fromParts(year: number, month: number, day: number): IsoDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO.exec(value);
  return match !== null && fromParts(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

/** 'dd.mm.yyyy' (as the buyer types it) to an IsoDate; null unless it is a real calendar date. */
export function parseDate(value: string): IsoDate | null {
  const match = DOTTED.exec(value.trim());
  return match ? fromParts(Number(match[3]), Number(match[2]), Number(match[1])) : null;
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
  date.setUTCFullYear(year);
  return date;
}

function fromUtc(date: Date): IsoDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** IsoDate to 'dd.mm.yyyy'. */
export function formatDate(iso: IsoDate): string {
  const date = toUtc(iso);
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCFullYear(), 4)}`;
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
