// The wire values the insurer knows (docs/insurer-api.md "Enumerations"), with the names its own pages and documents
// give them.

export const LOCALES = ['uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';
/** A text in each of the insurer's languages. */
export type Localized = Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return value === 'uk' || value === 'en';
}

interface Named<T extends string> {
  value: T;
  label: Localized;
}

export type VehicleType = 'A' | 'B' | 'C' | 'E' | 'F';
export const VEHICLE_TYPES: readonly Named<VehicleType>[] = [
  { value: 'A', label: { uk: 'Легкові автомобілі', en: 'Cars' } },
  { value: 'B', label: { uk: 'Мотоцикли', en: 'Motorcycles' } },
  { value: 'C', label: { uk: 'Вантажні автомобілі', en: 'Trucks' } },
  { value: 'E', label: { uk: 'Автобуси', en: 'Buses' } },
  { value: 'F', label: { uk: 'Причепи та напівпричепи', en: 'Trailers and semi-trailers' } },
];

export type Area = 'BMR' | 'EUROPE';
export const AREAS: readonly Named<Area>[] = [
  { value: 'BMR', label: { uk: 'Молдова, Азербайджан', en: 'Moldova, Azerbaijan' } },
  { value: 'EUROPE', label: { uk: 'Європа', en: 'Europe' } },
];

export type CustomerCategory = 'NATURAL';
export const CUSTOMER_CATEGORIES: readonly Named<CustomerCategory>[] = [
  { value: 'NATURAL', label: { uk: 'Фізична особа', en: 'Individual' } },
];

/** Each period's length: days, or calendar months (a year is twelve). */
const PERIOD_LENGTHS = {
  FIFTEEN_DAYS: { days: 15 },
  TWENTY_ONE_DAYS: { days: 21 },
  ONE_MONTH: { months: 1 },
  TWO_MONTHS: { months: 2 },
  THREE_MONTHS: { months: 3 },
  FOUR_MONTHS: { months: 4 },
  FIVE_MONTHS: { months: 5 },
  SIX_MONTHS: { months: 6 },
  SEVEN_MONTHS: { months: 7 },
  EIGHT_MONTHS: { months: 8 },
  NINE_MONTHS: { months: 9 },
  TEN_MONTHS: { months: 10 },
  ELEVEN_MONTHS: { months: 11 },
  YEAR: { months: 12 },
} as const satisfies Record<string, { days: number } | { months: number }>;

export type Period = keyof typeof PERIOD_LENGTHS;
export type PeriodLength = { days: number } | { months: number };

export function periodLength(period: Period): PeriodLength {
  return PERIOD_LENGTHS[period];
}

function periodLabel(length: PeriodLength): Localized {
  if ('days' in length)
    return { uk: length.days === 21 ? '21 день' : `${length.days} днів`, en: `${length.days} days` };
  const n = length.months;
  if (n === 12) return { uk: '1 рік', en: '1 year' };
  const ukWord = n === 1 ? 'місяць' : n <= 4 ? 'місяці' : 'місяців';
  return { uk: `${n} ${ukWord}`, en: n === 1 ? '1 month' : `${n} months` };
}

export const PERIODS: readonly Named<Period>[] = (Object.keys(PERIOD_LENGTHS) as Period[]).map((value) => ({
  value,
  label: periodLabel(PERIOD_LENGTHS[value]),
}));

export type DocumentType = 'PASSPORT' | 'ID_PASSPORT' | 'EXTERNAL_PASSPORT' | 'DRIVING_LICENSE';
export const DRAFT_DOCUMENT_TYPES: readonly Named<DocumentType>[] = [
  { value: 'PASSPORT', label: { uk: 'Паспорт громадянина України', en: 'Passport of a citizen of Ukraine' } },
  { value: 'ID_PASSPORT', label: { uk: 'ID-картка', en: 'ID card' } },
  { value: 'EXTERNAL_PASSPORT', label: { uk: 'Закордонний паспорт', en: 'International passport' } },
  { value: 'DRIVING_LICENSE', label: { uk: 'Посвідчення водія', en: 'Driving licence' } },
];

export type ContractState = 'DRAFT' | 'REQUEST' | 'SIGNED' | 'PAID' | 'EMITTED' | 'DECLINED' | 'CANCELLED';
export const CONTRACT_STATES: readonly Named<ContractState>[] = [
  { value: 'DRAFT', label: { uk: 'Чернетка', en: 'Draft' } },
  { value: 'REQUEST', label: { uk: 'Очікує підтвердження', en: 'Awaiting confirmation' } },
  { value: 'SIGNED', label: { uk: 'Підписано', en: 'Signed' } },
  { value: 'PAID', label: { uk: 'Оплачено', en: 'Paid' } },
  { value: 'EMITTED', label: { uk: 'Поліс оформлено', en: 'Policy issued' } },
  { value: 'DECLINED', label: { uk: 'Оплату відхилено', en: 'Payment declined' } },
  { value: 'CANCELLED', label: { uk: 'Скасовано', en: 'Cancelled' } },
];
