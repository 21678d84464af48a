// The sandbox bank's instalment offer, within the spec's terms (BANK_TERMS: 0.00001% to 48.31% a year, 3 to 24
// months, no down payment). Short terms are "payment in parts" at the minimum rate; longer ones carry interest.
// These rates are the sandbox bank's own, not market figures.
import { BANK_TERMS } from '../../insurer';

export function annualRatePercent(months: number): number {
  if (months <= 6) return BANK_TERMS.minAnnualRatePercent;
  if (months <= 12) return 24.99;
  return BANK_TERMS.maxAnnualRatePercent;
}
