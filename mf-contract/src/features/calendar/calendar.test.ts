import { isIsoDate } from '@greencard/domain';
import { addDays, addMonths, ageOn, daysBetween, kyivToday, parseDate, toIsoDate } from './calendar';

describe('parseDate (strict dd.mm.yyyy)', () => {
  it.each<[string, string | null]>([
    ['01.01.2000', '2000-01-01'],
    ['29.02.2024', '2024-02-29'],
    [' 31.12.1999 ', '1999-12-31'],
    ['29.02.2023', null],
    ['31.04.2024', null],
    ['00.01.2024', null],
    ['01.13.2024', null],
    ['1.1.2024', null],
    ['2024-01-01', null],
    ['01/01/2024', null],
    ['', null],
  ])('%p -> %p', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
});

describe('kyivToday', () => {
  it.each<[string, string]>([
    ['2024-01-15T21:54:00Z', '2024-01-15'], // winter, UTC+2
    ['2024-01-15T22:30:00Z', '2024-01-16'],
    ['2024-07-15T20:54:00Z', '2024-07-15'], // summer, UTC+3
    ['2024-07-15T21:00:00Z', '2024-07-16'],
  ])('%s is %s in Kyiv', (instant, date) => {
    expect(kyivToday(new Date(instant))).toBe(date);
  });

  it('defaults to now', () => {
    expect(isIsoDate(kyivToday())).toBe(true);
  });
});

describe('toIsoDate', () => {
  it.each<[string, string | null]>([
    ['2024-03-10', '2024-03-10'],
    ['10.03.2024', '2024-03-10'],
    ['10-03-2024', null],
  ])('toIsoDate(%p) -> %p', (value, iso) => {
    expect(toIsoDate(value)).toBe(iso);
  });
});

describe('calendar arithmetic', () => {
  it.each<[string, number, string]>([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-03-31', 0, '2024-03-31'],
    ['1899-12-31', 36525, '2000-01-01'],
  ])('addDays(%p, %p) -> %p', (iso, n, result) => {
    expect(addDays(iso, n)).toBe(result);
  });

  it('addDays rejects a non-date', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it.each<[string, number, string]>([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-10', 12, '2025-03-10'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2024-03-31', -1, '2024-02-29'],
  ])('addMonths(%p, %p) -> %p', (iso, n, result) => {
    expect(addMonths(iso, n)).toBe(result);
  });

  it.each<[string, string, number]>([
    ['2024-03-10', '2024-03-12', 2],
    ['2024-03-12', '2024-03-10', -2],
    ['2024-03-30', '2024-03-31', 1], // across the DST switch in Europe
    ['2024-01-01', '2025-01-01', 366],
  ])('daysBetween(%p, %p) -> %p', (a, b, days) => {
    expect(daysBetween(a, b)).toBe(days);
  });

  it.each<[string, string, number]>([
    ['2000-01-01', '2018-01-01', 18],
    ['2000-01-02', '2018-01-01', 17],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
    ['1924-06-15', '2024-06-15', 100],
    ['1924-06-15', '2024-06-14', 99],
  ])('ageOn(%p, %p) -> %p', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });
});
