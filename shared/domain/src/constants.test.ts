import * as constants from './constants';

describe('business constants (rules §9 and the settled decisions)', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['OTP_LENGTH', 6],
    ['AGE_MIN', 18],
    ['AGE_MAX', 100],
    ['POINTS_MAX_SHARE', 0.3],
    ['INSTALMENT_MIN_AMOUNT', 500],
    [
      'BANK_TERMS',
      {
        maxLoan: 300000,
        minMonths: 3,
        maxMonths: 24,
        minAnnualRatePercent: 0.00001,
        maxAnnualRatePercent: 48.31,
        downPayment: 0,
      },
    ],
    ['START_DATE_MAX_DAYS_AHEAD', 30],
    ['SIGN_CUTOFF', { hour: 23, minute: 55 }],
    ['KYIV_TIME_ZONE', 'Europe/Kyiv'],
    ['LOCALE_COOKIE_DAYS', 365],
    ['SNAPSHOT_VERSION', '1.0.274'],
    ['SEARCH_DEBOUNCE_MS', 300],
    ['MIN_LOADING_DISPLAY_MS', 200],
    ['UA_PHONE_PATTERN', /^\+380\d{9}$/],
    [
      'STORAGE_KEYS',
      {
        euaUserId: 'EUA_USER_ID',
        loyaltyCustomerId: 'LOYALTY_CUSTOMER_ID',
        legacyContractSummary: 'form_contract',
        snapshotPrefix: 'state_snapshot_',
      },
    ],
  ])('%s', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it('has a test row for every constant', () => {
    expect(Object.keys(constants)).toHaveLength(15);
  });
});
