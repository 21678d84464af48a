import { CODE_RESEND_SECONDS } from '@greencard/domain';
import { clampResendSeconds, resendDeadline } from './resendCountdown';

const SENT = '2026-07-01T10:00:00.000Z';
const at = (offsetMs: number) => Date.parse(SENT) + offsetMs;

describe('resendDeadline', () => {
  it('is the resend pause of 30 seconds after the code was sent', () => {
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

  it("holds at the insurer's own pause when it gave one", () => {
    expect(clampResendSeconds(50, 45)).toBe(45);
    expect(clampResendSeconds(44, 45)).toBe(44);
  });
});
