import { AGE_MAX, AGE_MIN, isBlank, START_DATE_MAX_DAYS_AHEAD, type FieldValue, type IsoDate } from '@greencard/domain';
import { ageOn, daysBetween, toIsoDate } from '../calendar/calendar';
import type { ContractRuleKey } from './ruleKey';

/** rules D7 ("later than tomorrow"): the earliest start date is today + 2. */
const START_DATE_MIN_DAYS_AHEAD = 2;
/** Year bounds of a vehicle: from 1900 to the current year (docs/insurer-api.md "Field formats"). */
const VEHICLE_YEAR_MIN = 1900;

/** 'contract:validation.dateFormat' unless a real date, as 'dd.mm.yyyy' or 'YYYY-MM-DD'. */
export function validateDate(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return toIsoDate(value) === null ? 'contract:validation.dateFormat' : undefined;
}

/**
 * A document's date of issue: 'contract:validation.issueDate' when after today (Kyiv's), which no document is and the
 * insurer refuses (docs/insurer-api.md "The insurer checks").
 */
export function validateIssueDate(value: FieldValue, todayIso: IsoDate): ContractRuleKey | undefined {
  const format = validateDate(value);
  if (format !== undefined || isBlank(value)) return format;
  return (toIsoDate(value) ?? todayIso) > todayIso ? 'contract:validation.issueDate' : undefined;
}

/**
 * 'contract:validation.startDate' unless later than tomorrow and at most 30 days after today (rules D7; today is
 * Kyiv's).
 */
export function validateStartDate(value: FieldValue, todayIso: IsoDate): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const start = toIsoDate(value);
  if (start === null) return 'contract:validation.dateFormat';
  const ahead = daysBetween(todayIso, start);
  return ahead >= START_DATE_MIN_DAYS_AHEAD && ahead <= START_DATE_MAX_DAYS_AHEAD
    ? undefined
    : 'contract:validation.startDate';
}

/** 'contract:validation.age' unless the person is 18 to 100 full years old today (rules D15). */
export function validateBirthday(value: FieldValue, todayIso: IsoDate): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const birthday = toIsoDate(value);
  if (birthday === null) return 'contract:validation.dateFormat';
  const age = ageOn(birthday, todayIso);
  return age >= AGE_MIN && age <= AGE_MAX ? undefined : 'contract:validation.age';
}

/** 'contract:validation.yearInvalid' unless a whole year from 1900 to the current year. */
export function validateYear(value: FieldValue | number, todayIso: IsoDate): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim();
  const currentYear = Number(todayIso.slice(0, 4));
  if (!/^\d{4}$/.test(text)) return 'contract:validation.yearInvalid';
  const year = Number(text);
  return year >= VEHICLE_YEAR_MIN && year <= currentYear ? undefined : 'contract:validation.yearInvalid';
}
