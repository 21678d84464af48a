// GET /serverTime: Kyiv wall-clock time with its offset, winter and summer.
import { startSandbox } from '../testing/harness';
import { kyivIsoString } from './kyivTime';

describe('kyivIsoString', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-01-15T12:00:00.000+02:00'],
    ['2026-07-15T10:00:00.000Z', '2026-07-15T13:00:00.000+03:00'],
    ['2026-03-29T00:59:59.000Z', '2026-03-29T02:59:59.000+02:00'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29T04:00:00.000+03:00'],
    ['2026-12-31T22:30:00.500Z', '2027-01-01T00:30:00.500+02:00'],
  ])('%s is %s', (utc, kyiv) => {
    const text = kyivIsoString(new Date(utc));
    expect(text).toBe(kyiv);
    expect(new Date(text).toISOString()).toBe(utc);
  });
});

describe('GET /serverTime', () => {
  it('answers the injected clock in Kyiv time', async () => {
    const t = await startSandbox({ now: '2026-07-01T20:56:00Z' });
    try {
      const answer = await t.get('/serverTime');
      expect(answer.body).toEqual({ data: { now: '2026-07-01T23:56:00.000+03:00', timeZone: 'Europe/Kyiv' } });
    } finally {
      await t.close();
    }
  });
});
