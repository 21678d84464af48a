import { POINTS_CODE_RESEND_SECONDS } from '@greencard/domain';
import { resendSecondsLeft, secretCountdown } from './resendCountdown';

describe('resendSecondsLeft', () => {
  const sentAt = Date.UTC(2025, 5, 1, 10, 0, 0);

  it('uses the points secret constant of 60 seconds', () => {
    expect(POINTS_CODE_RESEND_SECONDS).toBe(60);
  });

  it.each([
    [0, 60],
    [1, 60], // a started second still counts
    [999, 60],
    [1000, 59],
    [30_500, 30],
    [59_000, 1],
    [59_999, 1],
    [60_000, 0],
    [3_600_000, 0],
    [-5_000, 60], // a send time read a moment after "now" never shows more than the full countdown
  ])('%p ms after sending: %p s', (elapsed, left) => {
    expect(resendSecondsLeft(sentAt, sentAt + elapsed)).toBe(left);
  });

  it("counts the insurer's own pause when it gave one", () => {
    expect(resendSecondsLeft(sentAt, sentAt, 45)).toBe(45);
    expect(resendSecondsLeft(sentAt, sentAt + 44_999, 45)).toBe(1);
    expect(resendSecondsLeft(sentAt, sentAt + 45_000, 45)).toBe(0);
  });
});

describe('secretCountdown', () => {
  const insurerNow = Date.parse('2025-06-01T10:00:02.000Z');

  it("starts at the insurer's send time, with its pause", () => {
    expect(secretCountdown({ sentAt: '2025-06-01T13:00:00+03:00', resendAfterSeconds: 45 }, insurerNow)).toEqual({
      sentAt: Date.parse('2025-06-01T10:00:00.000Z'),
      resendAfterSeconds: 45,
    });
  });

  it("starts when the answer arrived, on the insurer's clock, when it gives no time", () => {
    expect(secretCountdown({ resendAfterSeconds: 60 }, insurerNow)).toEqual({ sentAt: insurerNow, resendAfterSeconds: 60 });
  });

  it.each([[undefined], [0], [-1], [Number.NaN]])('takes the shop constant for a pause of %p', (pause) => {
    expect(secretCountdown({ sentAt: '2025-06-01T10:00:00.000Z', resendAfterSeconds: pause }, insurerNow).resendAfterSeconds).toBe(60);
  });
});
