/**
 * Rounds to kopecks, half away from zero. The exponent trick avoids binary drift (1.005 * 100 = 100.49999...),
 * which would round 1.005 down.
 */
export function roundMoney(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  const sign = amount < 0 ? -1 : 1;
  // toFixed, not the plain string: an amount below 1e-6 (a float subtraction's remainder) prints as '1e-7'.
  const rounded = Number(`${Math.round(Number(`${Math.abs(amount).toFixed(12)}e2`))}e-2`);
  return rounded === 0 ? 0 : sign * rounded;
}
