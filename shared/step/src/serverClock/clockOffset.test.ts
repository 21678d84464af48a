import { clockOffset } from './measureServerClock';

describe('clockOffset', () => {
  it("is how far the insurer's time is ahead of the buyer's when the answer arrived", () => {
    expect(clockOffset(new Date(10_500), 2_000)).toBe(8_500);
  });

  it('is negative when the buyer runs ahead (a clock set five minutes fast)', () => {
    const buyerNow = Date.parse('2026-07-01T10:05:00Z');
    expect(clockOffset(new Date('2026-07-01T10:00:00Z'), buyerNow)).toBe(-300_000);
  });
});
