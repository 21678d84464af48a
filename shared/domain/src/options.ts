import type { Localized } from './locales';

/** One entry of a fixed option list: the wire value and its name in every locale. */
export interface Option<V extends string> {
  readonly value: V;
  readonly label: Localized;
}

/** Builds a type guard over an option list's values, so the list stays the only source of the values. */
export function optionGuard<V extends string>(options: readonly Option<V>[]): (value: unknown) => value is V {
  const values: readonly string[] = options.map((option) => option.value);
  return (value: unknown): value is V => typeof value === 'string' && values.includes(value);
}

/** rules §3 "Option lists"; the wire values of docs/insurer-api.md. */
export type VehicleType = 'A' | 'B' | 'C' | 'E' | 'F';

export const VEHICLE_TYPES: readonly Option<VehicleType>[] = [
  { value: 'A', label: { uk: 'Легкові автомобілі', en: 'Cars' } },
  { value: 'B', label: { uk: 'Мотоцикли', en: 'Motorcycles' } },
  { value: 'C', label: { uk: 'Вантажні автомобілі', en: 'Trucks' } },
  { value: 'E', label: { uk: 'Автобуси', en: 'Buses' } },
  { value: 'F', label: { uk: 'Причепи та напівпричепи', en: 'Trailers and semi-trailers' } },
];

export const isVehicleType = optionGuard(VEHICLE_TYPES);

/** Coverage areas (rules §3): BMR is Moldova and Azerbaijan since Russia and Belarus left the system. */
export type Area = 'BMR' | 'EUROPE';

export const AREAS: readonly Option<Area>[] = [
  { value: 'BMR', label: { uk: 'Молдова, Азербайджан', en: 'Moldova, Azerbaijan' } },
  { value: 'EUROPE', label: { uk: 'Європа', en: 'Europe' } },
];

export const isArea = optionGuard(AREAS);

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

/** rules §1: the shop sells to individuals only. */
export type CustomerCategory = 'NATURAL';

export const CUSTOMER_CATEGORIES: readonly Option<CustomerCategory>[] = [
  { value: 'NATURAL', label: { uk: 'Фізична особа', en: 'Individual' } },
];

export const isCustomerCategory = optionGuard(CUSTOMER_CATEGORIES);

/** Contract states of docs/insurer-api.md: DRAFT -> REQUEST -> SIGNED -> PAID -> EMITTED, plus the failure states. */
export type ContractState = 'DRAFT' | 'REQUEST' | 'SIGNED' | 'PAID' | 'EMITTED' | 'DECLINED' | 'CANCELLED';

export const CONTRACT_STATES: readonly Option<ContractState>[] = [
  { value: 'DRAFT', label: { uk: 'Чернетка', en: 'Draft' } },
  { value: 'REQUEST', label: { uk: 'Очікує підтвердження', en: 'Awaiting confirmation' } },
  { value: 'SIGNED', label: { uk: 'Підписано', en: 'Signed' } },
  { value: 'PAID', label: { uk: 'Оплачено', en: 'Paid' } },
  { value: 'EMITTED', label: { uk: 'Поліс оформлено', en: 'Policy issued' } },
  { value: 'DECLINED', label: { uk: 'Оплату відхилено', en: 'Payment declined' } },
  { value: 'CANCELLED', label: { uk: 'Скасовано', en: 'Cancelled' } },
];

export const isContractState = optionGuard(CONTRACT_STATES);
