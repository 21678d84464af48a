import { CODE_RESEND_SECONDS } from '@greencard/domain';
import { clampResendSeconds, countdownStart, resendDeadline } from './resendCountdown';

const SENT = '2026-07-01T10:00:00.000Z';
const at = (offsetMs: number) => Date.parse(SENT) + offsetMs;

describe('resendDeadline', () => {
  it('is the spec resend interval of 30 seconds after the code was sent', () => {
    expect(CODE_RESEND_SECONDS).toBe(30);
    expect(resendDeadline(SENT)).toBe(at(30_000));
  });

  it('is none when no code was sent or its time is unreadable', () => {
    expect(resendDeadline(null)).toBeNull();
    expect(resendDeadline('soon')).toBeNull();
  });

  it('takes another interval when given', () => {
    expect(resendDeadline(SENT, 60)).toBe(at(60_000));
  });
});

describe('clampResendSeconds', () => {
  it.each([
    [45, 30],
    [30, 30],
    [12, 12],
    [0, 0],
    [-3, 0],
  ])('%i s is shown as %i s', (left, shown) => {
    expect(clampResendSeconds(left)).toBe(shown);
  });
});

describe('countdownStart', () => {
  it("keeps the insurer's send time when it is not in the buyer's future", () => {
    expect(countdownStart(SENT, at(0))).toBe(SENT);
    expect(countdownStart(SENT, at(5_000))).toBe(SENT);
  });

  it("takes the buyer's now when the buyer's clock runs behind the insurer's", () => {
    const now = at(-120_000);
    expect(countdownStart(SENT, now)).toBe(new Date(now).toISOString());
    expect(resendDeadline(countdownStart(SENT, now))).toBe(now + 30_000);
  });

  it("takes the buyer's now for an unreadable time", () => {
    expect(countdownStart('soon', at(0))).toBe(new Date(at(0)).toISOString());
  });
});
