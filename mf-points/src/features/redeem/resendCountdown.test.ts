import { POINTS_CODE_RESEND_SECONDS } from '@greencard/domain';
import { resendSecondsLeft } from './resendCountdown';

describe('resendSecondsLeft', () => {
  const sentAt = Date.UTC(2025, 5, 1, 10, 0, 0);

  it('uses the points secret constant of spec 9 (60 seconds)', () => {
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
    [-5_000, 60], // a clock set back never shows more than the full countdown
  ])('%p ms after sending: %p s', (elapsed, left) => {
    expect(resendSecondsLeft(sentAt, sentAt + elapsed)).toBe(left);
  });
});
