import * as domain from '.';

// The names docs/shared-packages.md promises, so a renamed export fails here rather than in a step module.
const DOCUMENTED = [
  'LOCALES',
  'DEFAULT_LOCALE',
  'VEHICLE_TYPES',
  'AREAS',
  'PERIODS',
  'periodLength',
  'isVehicleType',
  'isArea',
  'isPeriod',
  'OTP_LENGTH',
  'AGE_MIN',
  'AGE_MAX',
  'POINTS_MAX_SHARE',
  'INSTALMENT_MIN_AMOUNT',
  'BANK_TERMS',
  'START_DATE_MAX_DAYS_AHEAD',
  'SIGN_CUTOFF',
  'KYIV_TIME_ZONE',
  'LOCALE_COOKIE_DAYS',
  'SNAPSHOT_VERSION',
  'SEARCH_DEBOUNCE_MS',
  'MIN_LOADING_DISPLAY_MS',
  'UA_PHONE_PATTERN',
  'STORAGE_KEYS',
  'formatPrice',
  'roundMoney',
  'formatDate',
  'kyivClock',
  'isBeforeSignCutoff',
  'required',
  'normalizeStateNumber',
  'toStateNumber',
  'isStateNumber',
  'validateStateNumber',
  'stateNumberKind',
  'inVehicleRegistry',
  'normalizePhone',
  'toPhone',
  'isPhone',
  'validateCode',
  'autoTitle',
];

describe('@greencard/domain public API', () => {
  it.each(DOCUMENTED)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
