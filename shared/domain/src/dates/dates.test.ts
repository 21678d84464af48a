import { formatDate, isBeforeSignCutoff, isIsoDate, kyivClock } from '../index';

describe('isIsoDate', () => {
  it.each<[unknown, boolean]>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-2-29', false],
    ['0099-01-01', true],
    [20240101, false],
    [null, false],
  ])('isIsoDate(%p) -> %p', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });
});

describe('formatDate', () => {
  it.each<[string, string]>([
    ['2024-03-10', '10.03.2024'],
    ['0999-01-05', '05.01.0999'],
  ])('formatDate(%p) -> %p', (iso, text) => {
    expect(formatDate(iso)).toBe(text);
  });

  it('formatDate rejects a non-date', () => {
    expect(() => formatDate('2024-02-30')).toThrow(RangeError);
  });
});

describe('Kyiv time, whatever the machine zone', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = machineZone;
  });

  it.each<[string, string, number, number]>([
    ['2024-01-15T21:54:00Z', '2024-01-15', 23, 54], // winter, UTC+2
    ['2024-01-15T22:30:00Z', '2024-01-16', 0, 30],
    ['2024-07-15T20:54:00Z', '2024-07-15', 23, 54], // summer, UTC+3
    ['2024-07-15T21:00:00Z', '2024-07-16', 0, 0],
    ['2024-03-31T00:59:00Z', '2024-03-31', 2, 59], // just before the spring switch
    ['2024-03-31T01:00:00Z', '2024-03-31', 4, 0], // 03:00 became 04:00
    ['2024-10-27T00:30:00Z', '2024-10-27', 3, 30], // autumn: first 03:30 (UTC+3)
    ['2024-10-27T01:30:00Z', '2024-10-27', 3, 30], // and the second one (UTC+2)
  ])('%s is %s %i:%i in Kyiv', (instant, date, hour, minute) => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      expect(kyivClock(new Date(instant))).toEqual({ date, hour, minute });
    }
  });

  it.each<[string, boolean]>([
    ['2024-01-15T21:54:59Z', true], // 23:54:59 winter
    ['2024-01-15T21:55:00Z', false], // 23:55 winter
    ['2024-07-15T20:54:59Z', true], // 23:54:59 summer
    ['2024-07-15T20:55:00Z', false], // 23:55 summer
    ['2024-07-15T21:00:00Z', true], // 00:00 the next day
    ['2024-07-15T12:00:00Z', true],
  ])('isBeforeSignCutoff(%s) -> %p', (instant, before) => {
    process.env.TZ = 'America/New_York';
    expect(isBeforeSignCutoff(new Date(instant))).toBe(before);
  });

  it('defaults to now', () => {
    expect(isIsoDate(kyivClock().date)).toBe(true);
  });
});
