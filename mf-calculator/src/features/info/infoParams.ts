// The figures the payment information and the FAQ quote, taken from the business constants so that a changed rule
// changes the page too (no number is typed into a text).
import {
  AGE_MAX,
  AGE_MIN,
  BANK_TERMS,
  INSTALMENT_MIN_AMOUNT,
  PERIODS,
  POINTS_MAX_SHARE,
  SIGN_CUTOFF,
  START_DATE_MAX_DAYS_AHEAD,
  formatPrice,
  type Locale,
} from '@greencard/domain';

export type InfoParams = {
  minAmount: string;
  maxLoan: string;
  minMonths: number;
  maxMonths: number;
  share: number;
  cutoff: string;
  maxDays: number;
  shortest: string;
  longest: string;
  ageMin: number;
  ageMax: number;
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function infoParams(locale: Locale): InfoParams {
  return {
    minAmount: formatPrice(INSTALMENT_MIN_AMOUNT),
    maxLoan: formatPrice(BANK_TERMS.maxLoan),
    minMonths: BANK_TERMS.minMonths,
    maxMonths: BANK_TERMS.maxMonths,
    share: Math.round(POINTS_MAX_SHARE * 100),
    cutoff: `${twoDigits(SIGN_CUTOFF.hour)}:${twoDigits(SIGN_CUTOFF.minute)}`,
    maxDays: START_DATE_MAX_DAYS_AHEAD,
    shortest: PERIODS[0]?.label[locale] ?? '',
    longest: PERIODS[PERIODS.length - 1]?.label[locale] ?? '',
    ageMin: AGE_MIN,
    ageMax: AGE_MAX,
  };
}
