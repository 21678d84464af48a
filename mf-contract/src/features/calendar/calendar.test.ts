import { addDays, addMonths, ageOn, daysBetween, toIsoDate } from './calendar';

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
