import { KYIV_TIME_ZONE, SIGN_CUTOFF } from '../constants';
import type { IsoDate } from './isoDate';

interface KyivClock {
  date: IsoDate;
  hour: number;
  minute: number;
}

let formatter: Intl.DateTimeFormat | undefined;

// Created once, on first use. Engines with an ICU older than the 2022 rename know only 'Europe/Kiev'.
function kyivFormatter(): Intl.DateTimeFormat {
  if (formatter) return formatter;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: KYIV_TIME_ZONE });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Europe/Kiev' });
  }
  return formatter;
}

/** The Kyiv wall-clock date and time of an instant, whatever the machine's own zone (DST included). */
export function kyivClock(now: Date = new Date()): KyivClock {
  const parts: Record<string, string> = {};
  for (const part of kyivFormatter().formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** True while signing and paying are still allowed today: before 23:55 Kyiv time (rules D13), judged on server time. */
export function isBeforeSignCutoff(serverNow: Date): boolean {
  const { hour, minute } = kyivClock(serverNow);
  return hour * 60 + minute < SIGN_CUTOFF.hour * 60 + SIGN_CUTOFF.minute;
}

/** The sign-and-pay cut-off as the buyer reads it, '23:55' Kyiv time (rules D13): the one place it is written out. */
export function signCutoffTime(cutoff: { hour: number; minute: number } = SIGN_CUTOFF): string {
  return [cutoff.hour, cutoff.minute].map((n) => String(n).padStart(2, '0')).join(':');
}
