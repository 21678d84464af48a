import { formatKyivDateTime } from './formatKyivDateTime';

describe('payment time in Kyiv', () => {
  it.each([
    ['2026-07-01T09:05:00Z', '01.07.2026 12:05'], // summer, UTC+3
    ['2026-11-23T22:30:00Z', '24.11.2026 00:30'], // winter, UTC+2, already the next day in Kyiv
    ['2026-03-05T10:00:00+02:00', '05.03.2026 10:00'],
  ])('%s -> %s', (instant, text) => {
    expect(formatKyivDateTime(instant)).toBe(text);
  });
});
