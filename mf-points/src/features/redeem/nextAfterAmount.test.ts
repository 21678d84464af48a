import { nextAfterAmount, type AmountOutcome } from './nextAfterAmount';

describe('nextAfterAmount', () => {
  it.each<[number, number | null, number, AmountOutcome]>([
    // points, amount of the last secret, seconds left, outcome
    [0, null, 0, 'payFullPrice'],
    [0, 100, 30, 'payFullPrice'], // no points: payment at once, whatever secret is pending
    [-1, null, 0, 'payFullPrice'],
    [0.01, null, 0, 'sendSecret'],
    [100, null, 0, 'sendSecret'],
    [100, 100, 0, 'sendSecret'], // the countdown is over: a fresh secret
    [100, 100, 1, 'reuseSecret'],
    [100, 100, 60, 'reuseSecret'],
    [120, 100, 15, 'waitForResend'],
  ])('%p points, last secret for %p, %p s left: %p', (points, paidByPoints, timer, outcome) => {
    expect(nextAfterAmount(points, { paidByPoints, secondsToResend: timer })).toBe(outcome);
  });
});
