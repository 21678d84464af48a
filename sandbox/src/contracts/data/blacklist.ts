// The insurer's underwriting lists. A draft whose tax number or state number is here is refused with 422 and
// one of the underwriting phrases of rules D16, followed by a support or registration-certificate hint, so
// that the shop's hint stripping and underwriting notices can be tested against a real answer.
// Tax numbers have valid check digits; the birthday each one encodes is given (the draft must agree with it).
export type BlacklistReason = 'list' | 'refusal';

export interface BlacklistedInn {
  inn: string;
  birthday: string;
  reason: BlacklistReason;
}

export interface BlacklistedStateNumber {
  stateNumber: string;
  reason: BlacklistReason;
}

export const BLACKLISTED_INNS: readonly BlacklistedInn[] = [
  { inn: '3111912313', birthday: '1985-03-14', reason: 'list' },
  { inn: '2916045727', birthday: '1979-11-02', reason: 'list' },
  { inn: '3307431015', birthday: '1990-07-21', reason: 'refusal' },
  { inn: '2486680224', birthday: '1968-01-30', reason: 'refusal' },
];

export const BLACKLISTED_STATE_NUMBERS: readonly BlacklistedStateNumber[] = [
  { stateNumber: 'AA6666OO', reason: 'list' },
  { stateNumber: 'BH0000TT', reason: 'list' },
  { stateNumber: 'KA9999XX', reason: 'refusal' },
  { stateNumber: 'AX1313MM', reason: 'refusal' },
];

/** The insurer's messages. Each starts with an underwriting phrase and ends with a hint the shop strips. */
export const UNDERWRITING_MESSAGES = {
  person: {
    list: 'Контрагента знайдено в переліку осіб, до яких застосовано санкції. Зверніться до служби підтримки.',
    refusal: 'Страховик відмовив у страхуванні особи за результатами андеррайтингу. Зверніться до служби підтримки.',
  },
  vehicle: {
    list: 'Транспортний засіб знайдено в переліку транспортних засобів, що перебувають у розшуку. Додайте свідоцтво про реєстрацію транспортного засобу.',
    refusal:
      'Страховик відмовив у страхуванні транспортного засобу за результатами андеррайтингу. Додайте свідоцтво про реєстрацію транспортного засобу. Зверніться до служби підтримки.',
  },
} as const;
