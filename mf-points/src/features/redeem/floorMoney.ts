/**
 * Rounds down to kopecks, for limits the buyer must not exceed. amount * 100 drifts (0.29 * 100 is
 * 28.999999999999996), so it is cut to six decimals before it is floored.
 */
export function floorMoney(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  const cents = Math.floor(Number((amount * 100).toFixed(6)));
  return cents / 100;
}
