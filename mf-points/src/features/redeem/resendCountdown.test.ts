import { POINTS_CODE_RESEND_SECONDS, secretCountdown } from './resendCountdown';

describe('secretCountdown', () => {
  const insurerNow = Date.parse('2025-06-01T10:00:02.000Z');

  it("starts at the insurer's send time, with its pause", () => {
    expect(secretCountdown({ sentAt: '2025-06-01T13:00:00+03:00', resendAfterSeconds: 45 }, insurerNow)).toEqual({
      sentAt: Date.parse('2025-06-01T10:00:00.000Z'),
      resendAfterSeconds: 45,
    });
  });

  it("starts when the answer arrived, on the insurer's clock, when it gives no time", () => {
    expect(secretCountdown({ resendAfterSeconds: 60 }, insurerNow)).toEqual({
      sentAt: insurerNow,
      resendAfterSeconds: 60,
    });
  });

  it.each([[undefined], [0], [-1], [Number.NaN]])(
    'takes the shop constant of 60 seconds for a pause of %p',
    (pause) => {
      expect(POINTS_CODE_RESEND_SECONDS).toBe(60);
      expect(
        secretCountdown({ sentAt: '2025-06-01T10:00:00.000Z', resendAfterSeconds: pause }, insurerNow)
          .resendAfterSeconds,
      ).toBe(60);
    },
  );
});
