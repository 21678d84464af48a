import { BANK_TERMS, INSTALMENT_MIN_AMOUNT, roundMoney } from '@greencard/domain';

/** Instalments need an amount to pay above 500 UAH and within the bank's maximum loan (rules D14). */
export function canPayInInstalments(amountToPay: number): boolean {
  return amountToPay > INSTALMENT_MIN_AMOUNT && amountToPay <= BANK_TERMS.maxLoan;
}

/**
 * The monthly payment of an annuity loan with no down payment (rules D14): amount * r / (1 - (1 + r)^-months),
 * r the monthly rate; a zero rate splits the amount evenly.
 */
export function monthlyInstalment(amount: number, months: number, annualRatePercent: number): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Not a month count: ${months}`);
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError(`Not an annual rate: ${annualRatePercent}`);
  }
  const monthlyRate = annualRatePercent / 100 / 12;
  if (monthlyRate === 0) return roundMoney(amount / months);
  return roundMoney((amount * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}
