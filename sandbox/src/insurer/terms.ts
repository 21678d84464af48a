// The sandbox insurer's own terms: the figures it works by, as docs/insurer-api.md and docs/product-rules.md state
// them. The sandbox stands for an outside insurer, so it keeps its own copy rather than reading the shop's: a figure
// the shop gets wrong then shows up as a disagreement instead of being wrong on both sides.

/** One-time codes (contract codes and loyalty secrets): rules D17. */
export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 30;
export const POINTS_CODE_RESEND_SECONDS = 60;

/** Points pay at most this share of the premium (rules §1). */
export const POINTS_MAX_SHARE = 0.3;

/** The bank lends for instalments only above this amount to pay, on these terms (rules D14). */
export const INSTALMENT_MIN_AMOUNT = 500;
export const BANK_TERMS = {
  maxLoan: 300_000,
  minMonths: 3,
  maxMonths: 24,
  minAnnualRatePercent: 0.00001,
  maxAnnualRatePercent: 48.31,
  downPayment: 0,
} as const;

/** Signing and paying close at 23:55 Kyiv time (rules D13). */
export const SIGN_CUTOFF = { hour: 23, minute: 55 } as const;
export const KYIV_TIME_ZONE = 'Europe/Kyiv';

/** The start date: later than tomorrow, at most 30 Kyiv calendar days ahead (rules §5, D7). */
export const START_DATE_FIRST_DAY_AHEAD = 2;
export const START_DATE_MAX_DAYS_AHEAD = 30;

/** The insured person's age on the day of the draft (rules D15). */
export const AGE_MIN = 18;
export const AGE_MAX = 100;

/** A vehicle's year of manufacture: from this year to the current one. */
export const VEHICLE_YEAR_MIN = 1900;

/** The payee id the payment providers know the insurer by (rules §9). */
export const PAYEE_ID = 141095;

/** The shop's order number of a draft (rules §9). */
export const ORDER_NUMBER_MIN = 1_000_000_000;
export const ORDER_NUMBER_MAX = 9_999_999_999;
