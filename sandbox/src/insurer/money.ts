// Money as the insurer counts it: UAH with kopecks.
import { BANK_TERMS, INSTALMENT_MIN_AMOUNT, POINTS_MAX_SHARE } from './terms';

/** Whole kopecks of an amount, half away from zero. */
function kopecks(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a money amount: ${amount}`);
  // toFixed(6) first: 1.005 * 100 is 100.49999... in binary and must still round up.
  return Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toFixed(6)));
}

export function roundMoney(amount: number): number {
  const k = kopecks(amount);
  return k === 0 ? 0 : k / 100;
}

/** Rounded down to kopecks: a cap is never exceeded. */
function floorMoney(amount: number): number {
  return Math.floor(Number((amount * 100).toFixed(6))) / 100;
}

/** The bank lends above the minimum and up to its largest loan (rules D14). */
export function canPayInInstalments(amountToPay: number): boolean {
  return amountToPay > INSTALMENT_MIN_AMOUNT && amountToPay <= BANK_TERMS.maxLoan;
}

/** The monthly payment of an annuity loan without a down payment at an annual rate (percent). */
export function monthlyInstalment(amount: number, months: number, annualRatePercent: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Not a month count: ${months}`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0)
    throw new RangeError(`Not an annual rate: ${annualRatePercent}`);
  const rate = annualRatePercent / 1200;
  return roundMoney(rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months));
}

/** The points a premium may take: the balance, up to the share of the premium, in whole kopecks. */
export function maxRedeemablePoints(premium: number, balance: number): number {
  return Math.min(floorMoney(Math.max(0, premium) * POINTS_MAX_SHARE), floorMoney(Math.max(0, balance)));
}

/** '12 446.00 UAH', as the insurer's documents write a price. */
export function formatPrice(amount: number): string {
  const rounded = roundMoney(amount);
  const [whole = '0', fraction = '00'] = Math.abs(rounded).toFixed(2).split('.');
  return `${rounded < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction} UAH`;
}
