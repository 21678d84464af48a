import { optionGuard, type Option } from './option';

interface PeriodLength {
  unit: 'days' | 'months';
  count: number;
}

// One table holds each period's length, so labels and date arithmetic cannot disagree; its keys are the 14 wire names of
// coverage periods, in spec order (rules D1).
const LENGTHS = {
  FIFTEEN_DAYS: { unit: 'days', count: 15 },
  TWENTY_ONE_DAYS: { unit: 'days', count: 21 },
  ONE_MONTH: { unit: 'months', count: 1 },
  TWO_MONTHS: { unit: 'months', count: 2 },
  THREE_MONTHS: { unit: 'months', count: 3 },
  FOUR_MONTHS: { unit: 'months', count: 4 },
  FIVE_MONTHS: { unit: 'months', count: 5 },
  SIX_MONTHS: { unit: 'months', count: 6 },
  SEVEN_MONTHS: { unit: 'months', count: 7 },
  EIGHT_MONTHS: { unit: 'months', count: 8 },
  NINE_MONTHS: { unit: 'months', count: 9 },
  TEN_MONTHS: { unit: 'months', count: 10 },
  ELEVEN_MONTHS: { unit: 'months', count: 11 },
  YEAR: { unit: 'months', count: 12 },
} as const satisfies Record<string, PeriodLength>;

export type Period = keyof typeof LENGTHS;

/** The length of a period: the spec's "value 3 means 3 months" is THREE_MONTHS -> { months, 3 }. */
export function periodLength(period: Period): PeriodLength {
  return { ...LENGTHS[period] };
}

function ukrainianMonths(count: number): string {
  if (count === 1) return 'місяць';
  return count >= 2 && count <= 4 ? 'місяці' : 'місяців';
}

function periodLabel({ unit, count }: PeriodLength): Option<Period>['label'] {
  if (unit === 'days') {
    return { uk: count === 21 ? '21 день' : `${count} днів`, en: `${count} days` };
  }
  if (count === 12) return { uk: '1 рік', en: '1 year' };
  return { uk: `${count} ${ukrainianMonths(count)}`, en: count === 1 ? '1 month' : `${count} months` };
}

export const PERIODS: readonly Option<Period>[] = (Object.keys(LENGTHS) as Period[]).map((value) => ({
  value,
  label: periodLabel(LENGTHS[value]),
}));

export const isPeriod = optionGuard(PERIODS);
