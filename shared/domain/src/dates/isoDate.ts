/** A calendar date 'YYYY-MM-DD' (no time, no zone): the wire form and the form's internal form. */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0..99 to 1900..1999
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** IsoDate to 'dd.mm.yyyy'. */
export function formatDate(iso: IsoDate): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date 'YYYY-MM-DD': ${String(iso)}`);
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
