import { formatDate, kyivClock } from '@greencard/domain';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An instant as a Kyiv date and time, 'dd.mm.yyyy hh:mm', whatever the buyer's own time zone. */
export function formatKyivDateTime(instant: string): string {
  const { date, hour, minute } = kyivClock(new Date(instant));
  return `${formatDate(date)} ${twoDigits(hour)}:${twoDigits(minute)}`;
}
