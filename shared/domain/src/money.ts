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

/** The space inside an amount: a no-break space, so a narrow screen never breaks '300 000.00 UAH' across lines. */
const PRICE_SPACE = '\u00a0';

/**
 * '12 446.00 UAH': two decimals, a space between thousands and before the currency (rules §9), each a no-break space.
 * Grouping is done by hand because Intl may group with narrow no-break spaces, which differ between engines.
 */
export function formatPrice(amount: number): string {
  const rounded = roundMoney(amount);
  const [whole = '0', fraction = '00'] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, PRICE_SPACE);
  return `${rounded < 0 ? '-' : ''}${grouped}.${fraction}${PRICE_SPACE}UAH`;
}
