import { isBlank, type FieldValue, type IsoDate } from '@greencard/domain';
import { addDays, toIsoDate } from '../calendar/calendar';
import type { ContractRuleKey } from './ruleKey';

// RNOKPP (market facts, "Form facts", after python-stdnum stdnum/ua/rntrc.py).
const WEIGHTS = [-1, 5, 7, 9, 4, 6, 10, 5, 7] as const;
// Digits 1-5 count days since this date.
const INN_EPOCH: IsoDate = '1899-12-31';

function checkDigit(digits: string): number {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (((sum % 11) + 11) % 11) % 10;
}

/** The birthday encoded in a tax number's first five digits. */
export function innBirthday(inn: string): IsoDate {
  return addDays(INN_EPOCH, Number(inn.slice(0, 5)));
}

/**
 * 'contract:validation.innInvalid' unless ten digits with a right check digit; when a birthday is given, the number's encoded
 * birthday must be that day (rules D15).
 */
export function validateInn(inn: FieldValue, birthdayIso?: FieldValue): ContractRuleKey | undefined {
  if (isBlank(inn)) return undefined;
  const digits = inn.trim();
  if (!/^\d{10}$/.test(digits) || checkDigit(digits) !== Number(digits[9])) return 'contract:validation.innInvalid';
  const birthday = isBlank(birthdayIso) ? null : toIsoDate(birthdayIso);
  if (birthday !== null && innBirthday(digits) !== birthday) return 'contract:validation.innInvalid';
  return undefined;
}
