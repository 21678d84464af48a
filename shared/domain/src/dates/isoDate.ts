/** A calendar date 'YYYY-MM-DD' (no time, no zone): the wire form and the form's internal form. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

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

/** IsoDate to 'dd.mm.yyyy'. */
export function formatDate(iso: IsoDate): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date 'YYYY-MM-DD': ${String(iso)}`);
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
