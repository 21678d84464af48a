// What the buyer may choose on the payment page: the methods the amount allows and the instalment figures.
import { BANK_TERMS } from '@greencard/domain';
import { canPayInInstalments, monthlyInstalment } from './instalments';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../providers/providers';

/** Cards always; instalments only when the amount to pay allows them (rules §5 and §9, D14). */
export function availableMethods(amountToPay: number): PaymentProvider[] {
  const instalments = canPayInInstalments(amountToPay);
  return PAYMENT_PROVIDERS.filter((provider) => provider !== 'instalments' || instalments);
}

/** The terms the bank offers (3 to 24 months). */
export const INSTALMENT_MONTHS: readonly number[] = Array.from(
  { length: BANK_TERMS.maxMonths - BANK_TERMS.minMonths + 1 },
  (_, index) => BANK_TERMS.minMonths + index,
);

/** The shortest term is preselected: the buyer sees a monthly figure at once and may change it. */
export const DEFAULT_INSTALMENT_MONTHS: number = BANK_TERMS.minMonths;

export interface InstalmentQuote {
  months: number;
  /** The monthly payment at the bank's lowest annual rate. */
  monthlyFrom: number;
  /** The monthly payment at the bank's highest annual rate. */
  monthlyTo: number;
}

/**
 * The bank sets the rate for each buyer within its published range, so the shop can only promise a range of
 * monthly payments: from the lowest to the highest rate, with no down payment.
 */
export function instalmentQuote(amount: number, months: number): InstalmentQuote {
  return {
    months,
    monthlyFrom: monthlyInstalment(amount, months, BANK_TERMS.minAnnualRatePercent),
    monthlyTo: monthlyInstalment(amount, months, BANK_TERMS.maxAnnualRatePercent),
  };
}

export function isInstalmentTerm(months: number): boolean {
  return INSTALMENT_MONTHS.includes(months);
}
