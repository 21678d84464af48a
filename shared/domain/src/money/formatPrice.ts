import { roundMoney } from './roundMoney';

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
