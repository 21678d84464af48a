// Business constants and limits. Each has one name, and its comment names where its value comes from:
// "rules §9" and "rules D<n>" are section 9 and decision n of docs/product-rules.md.

/** rules D17: one-time codes are six digits. */
export const OTP_LENGTH = 6;
/** rules §9, D15: the insured person's age bounds, inclusive. */
export const AGE_MIN = 18;
/** rules §9, D15. */
export const AGE_MAX = 100;
/** rules §1 and §9: loyalty points may cover up to 30% of the premium. */
export const POINTS_MAX_SHARE = 0.3;
/** rules §5 and §9, D14: instalments only for an amount to pay above 500 UAH. */
export const INSTALMENT_MIN_AMOUNT = 500;
/** rules §9, D14: the bank's instalment terms (UAH, months, percent a year). */
export const BANK_TERMS = {
  maxLoan: 300000,
  minMonths: 3,
  maxMonths: 24,
  minAnnualRatePercent: 0.00001,
  maxAnnualRatePercent: 48.31,
  downPayment: 0,
} as const;
/** rules §5 and §9, D7: the start date is at most 30 Kyiv calendar days ahead. */
export const START_DATE_MAX_DAYS_AHEAD = 30;
/** rules §1 and §9, D13: sign-and-pay is allowed until 23:55 Kyiv time (the earliest of "about 23:55 to 23:57"). */
export const SIGN_CUTOFF = { hour: 23, minute: 55 } as const;
/** rules §1 and §9, D7, D13: business days and the cut-off are judged in Kyiv time. */
export const KYIV_TIME_ZONE = 'Europe/Kyiv';
/** rules §3 "Global" and 9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_DAYS = 365;
/** rules §3 "Local storage" and 9, D10: a snapshot of another version is deleted and ignored. */
export const SNAPSHOT_VERSION = '1.0.274';
/** rules §7 and §9: input searches (auto model, place) are debounced. */
export const SEARCH_DEBOUNCE_MS = 300;
/** rules §9: a loading indicator stays at least this long so it does not flicker. */
export const MIN_LOADING_DISPLAY_MS = 200;
/** rules §5 and §9: a Ukrainian phone is +380 and 9 digits. */
export const UA_PHONE_PATTERN = /^\+380\d{9}$/;
/** rules §3 "Local storage", D9, D10: browser storage keys. */
export const STORAGE_KEYS = {
  euaUserId: 'EUA_USER_ID',
  loyaltyCustomerId: 'LOYALTY_CUSTOMER_ID',
  /** Written by releases before the journey carried the contract number (it held the insured person's name). */
  legacyContractSummary: 'form_contract',
  snapshotPrefix: 'state_snapshot_',
} as const;
