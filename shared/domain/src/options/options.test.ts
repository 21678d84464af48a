import { LOCALES, DEFAULT_LOCALE, isLocale } from '../locales';
import {
  AREAS,
  PERIODS,
  VEHICLE_TYPES,
  isArea,
  isCustomerCategory,
  isPeriod,
  isVehicleType,
  periodLength,
  type Option,
  type Period,
} from '../index';

const values = <V extends string>(options: readonly Option<V>[]): V[] => options.map((o) => o.value);

describe('locales', () => {
  it('are uk (default) and en', () => {
    expect(LOCALES).toEqual(['uk', 'en']);
    expect(DEFAULT_LOCALE).toBe('uk');
    expect(isLocale('en')).toBe(true);
    expect(isLocale('ru')).toBe(false);
  });
});

describe('option lists carry the exact wire values', () => {
  it.each<[string, readonly Option<string>[], string[]]>([
    ['vehicle types', VEHICLE_TYPES, ['A', 'B', 'C', 'E', 'F']],
    ['areas', AREAS, ['BMR', 'EUROPE']],
    [
      'periods',
      PERIODS,
      [
        'FIFTEEN_DAYS',
        'TWENTY_ONE_DAYS',
        'ONE_MONTH',
        'TWO_MONTHS',
        'THREE_MONTHS',
        'FOUR_MONTHS',
        'FIVE_MONTHS',
        'SIX_MONTHS',
        'SEVEN_MONTHS',
        'EIGHT_MONTHS',
        'NINE_MONTHS',
        'TEN_MONTHS',
        'ELEVEN_MONTHS',
        'YEAR',
      ],
    ],
  ])('%s', (_name, options, expected) => {
    expect(values(options)).toEqual(expected);
    for (const option of options) {
      expect(option.label.uk.trim()).not.toBe('');
      expect(option.label.en.trim()).not.toBe('');
      expect(option.label.uk).not.toBe(option.label.en);
    }
  });
});

describe('labels', () => {
  it.each([
    [VEHICLE_TYPES, 'A', 'Легкові автомобілі', 'Cars'],
    [VEHICLE_TYPES, 'B', 'Мотоцикли', 'Motorcycles'],
    [VEHICLE_TYPES, 'C', 'Вантажні автомобілі', 'Trucks'],
    [VEHICLE_TYPES, 'E', 'Автобуси', 'Buses'],
    [VEHICLE_TYPES, 'F', 'Причепи та напівпричепи', 'Trailers and semi-trailers'],
    [AREAS, 'BMR', 'Молдова, Азербайджан', 'Moldova, Azerbaijan'],
    [AREAS, 'EUROPE', 'Європа', 'Europe'],
    [PERIODS, 'FIFTEEN_DAYS', '15 днів', '15 days'],
    [PERIODS, 'TWENTY_ONE_DAYS', '21 день', '21 days'],
    [PERIODS, 'ONE_MONTH', '1 місяць', '1 month'],
    [PERIODS, 'THREE_MONTHS', '3 місяці', '3 months'],
    [PERIODS, 'FIVE_MONTHS', '5 місяців', '5 months'],
    [PERIODS, 'ELEVEN_MONTHS', '11 місяців', '11 months'],
    [PERIODS, 'YEAR', '1 рік', '1 year'],
  ] as [readonly Option<string>[], string, string, string][])('%#: %s', (options, value, uk, en) => {
    expect(options.find((o) => o.value === value)?.label).toEqual({ uk, en });
  });
});

describe('periodLength', () => {
  it.each<[Period, 'days' | 'months', number]>([
    ['FIFTEEN_DAYS', 'days', 15],
    ['TWENTY_ONE_DAYS', 'days', 21],
    ['ONE_MONTH', 'months', 1],
    ['TWO_MONTHS', 'months', 2],
    ['THREE_MONTHS', 'months', 3],
    ['FOUR_MONTHS', 'months', 4],
    ['FIVE_MONTHS', 'months', 5],
    ['SIX_MONTHS', 'months', 6],
    ['SEVEN_MONTHS', 'months', 7],
    ['EIGHT_MONTHS', 'months', 8],
    ['NINE_MONTHS', 'months', 9],
    ['TEN_MONTHS', 'months', 10],
    ['ELEVEN_MONTHS', 'months', 11],
    ['YEAR', 'months', 12],
  ])('%s is %s %i', (period, unit, count) => {
    expect(periodLength(period)).toEqual({ unit, count });
  });

  it('returns a copy the caller cannot use to corrupt the table', () => {
    periodLength('YEAR').count = 1;
    expect(periodLength('YEAR').count).toBe(12);
  });
});

describe('type guards', () => {
  it.each<[(v: unknown) => boolean, unknown, boolean]>([
    [isVehicleType, 'A', true],
    [isVehicleType, 'D', false],
    [isVehicleType, 'a', false],
    [isArea, 'EUROPE', true],
    [isArea, 'ASIA', false],
    [isPeriod, 'TWENTY_ONE_DAYS', true],
    [isPeriod, 3, false],
    [isPeriod, 'THREE', false],
    [isCustomerCategory, 'NATURAL', true],
    [isCustomerCategory, 'LEGAL', false],
    [isVehicleType, undefined, false],
  ])('%#', (guard, value, expected) => {
    expect(guard(value)).toBe(expected);
  });
});
