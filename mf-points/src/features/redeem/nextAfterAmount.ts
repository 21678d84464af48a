/**
 * What the buyer's amount leads to (rules §4): no points means straight to payment; otherwise a one-time secret
 * is needed. While the last secret's countdown runs the insurer sends no new one, so the same amount goes back
 * to that secret and another amount has to wait for the countdown.
 */
export type AmountOutcome = 'payFullPrice' | 'sendSecret' | 'reuseSecret' | 'waitForResend';

export function nextAfterAmount(
  points: number,
  last: { paidByPoints: number | null; secondsToResend: number },
): AmountOutcome {
  if (points <= 0) return 'payFullPrice';
  if (last.secondsToResend <= 0) return 'sendSecret';
  return last.paidByPoints === points ? 'reuseSecret' : 'waitForResend';
}
