import { roundMoney } from './roundMoney';

/**
 * '12 446.00 UAH': two decimals, plain spaces between thousands (rules §9). Grouping is done by hand because
 * Intl may group with narrow no-break spaces, which differ between engines and break text matching.
 */
export function formatPrice(amount: number): string {
  const rounded = roundMoney(amount);
  const [whole = '0', fraction = '00'] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${rounded < 0 ? '-' : ''}${grouped}.${fraction} UAH`;
}
