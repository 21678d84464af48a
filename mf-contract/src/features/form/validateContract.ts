// The contract form's rules (rules §5, D15): the step's own field rules (../rules), the few @greencard/domain shares
// with the calculator, and the length limits. This file only says which rule guards which field, when a field is
// needed at all and how long its text may be (fieldLimits).
import { required, validateStateNumber, type FieldValue, type IsoDate, type ValidationKey } from '@greencard/domain';
import { validateBodyNumber } from '../rules/bodyNumber';
import { composeRules, type Rule } from '../rules/compose';
import { validateBirthday, validateIssueDate, validateStartDate, validateYear } from '../rules/dates';
import {
  documentFieldsRequired,
  validateDocumentNumber,
  validateDocumentRecord,
  validateDocumentSeries,
} from '../rules/documents';
import { validateEmail } from '../rules/email';
import { validateInn } from '../rules/inn';
import { latinAddress, latinName } from '../rules/names';
import { validatePositiveNumber, SEATING_CAPACITY_MAX } from '../rules/numbers';
import { validatePhone } from '../rules/phone';
import { validatePlainText } from '../rules/text';
import { FIELD_MAX_LENGTHS, type LimitedField } from '../values/fieldLimits';
import { maxChars } from '../values/textLimits';
import type { ContractRuleKey } from '../rules/ruleKey';
import type { AdditionalVehicleField, Choice, ContractFormValues } from '../values/formValues';

/** A step message for a search field whose text matches no entry of the list (the city needs its id). */
export const CHOOSE_FROM_LIST = 'contract:validation.chooseFromList';

/** Step messages for a number that is there but not as the field takes it: they say what the rule wants. */
export const WHOLE_NUMBER = 'contract:validation.wholeNumber';
export const SEATS_MAX = 'contract:validation.seatsMax';

/** What a field shows: a domain ValidationKey (common:validation.<key>) or a full key of this step's texts. */
export type FieldError = ValidationKey | ContractRuleKey;

export type ContractFormErrors = Partial<Record<keyof ContractFormValues, FieldError>>;

const requiredText: Rule<FieldValue> = (value) => required(value);
/** The field's length limit, checked before its format: an overlong paste says so rather than "wrong format". */
const within = (field: LimitedField): Rule<FieldValue, FieldError> => maxChars(FIELD_MAX_LENGTHS[field]);
const latinNameRule = (field: LimitedField) =>
  composeRules<FieldValue, FieldError>(requiredText, within(field), latinName);
const addressRule = composeRules<FieldValue, FieldError>(requiredText, within('address'), latinAddress);
const phoneRule = composeRules<FieldValue, FieldError>(requiredText, within('phone'), validatePhone);
const emailRule = composeRules<FieldValue, FieldError>(requiredText, within('email'), validateEmail);
const stateNumberRule = composeRules<FieldValue, FieldError>(requiredText, within('stateNumber'), validateStateNumber);
const bodyNumberRule = composeRules<FieldValue, FieldError>(requiredText, within('bodyNumber'), validateBodyNumber);
const recordRule = composeRules<FieldValue, FieldError>(within('documentRecord'), validateDocumentRecord);

/**
 * A whole-number field with the domain's verdict; when it refuses a number written as numbers are (150, 1.5), the
 * message says why (a fraction, or above the limit) instead of "Enter a number". The verdict itself never changes.
 */
function wholeNumber(limit?: { max: number; message: FieldError }): Rule<FieldValue, FieldError> {
  return (value) => {
    const verdict = validatePositiveNumber(value, { integer: true, max: limit?.max });
    const text = String(value).trim().replace(',', '.');
    if (verdict !== 'contract:validation.numberInvalid' || !/^\d+(?:\.\d+)?$/.test(text) || Number(text) <= 0)
      return verdict;
    if (!Number.isInteger(Number(text))) return WHOLE_NUMBER;
    return limit?.message ?? verdict;
  };
}

// Vehicle details are whole numbers except the electric motor power, which registries give in kW with decimals.
const ADDITIONAL_RULES: Record<AdditionalVehicleField, Rule<FieldValue, FieldError>> = {
  engineVolume: wholeNumber(),
  electricMotorPower: (value) => validatePositiveNumber(value),
  grossWeight: wholeNumber(),
  curbWeight: wholeNumber(),
  seatingCapacity: wholeNumber({ max: SEATING_CAPACITY_MAX, message: SEATS_MAX }),
};

/** Needed only when the document type asks for it; its format is checked whenever it is filled. */
function documentField(needed: boolean, value: string, format?: Rule<FieldValue, FieldError>): FieldError | undefined {
  if (needed) {
    const missing = required(value);
    if (missing) return missing;
  }
  return format?.(value);
}

function chosen(choice: Choice): FieldError | undefined {
  if (required(choice.text)) return 'required';
  return choice.value === null ? CHOOSE_FROM_LIST : undefined;
}

/** A maker or model: chosen from the catalogue or typed, never empty, never longer than its limit, nothing hidden. */
function makerOrModel(field: 'maker' | 'model', choice: Choice): FieldError | undefined {
  return required(choice.text) ?? within(field)(choice.text) ?? validatePlainText(choice.text);
}

/** Every failed rule of the form, by field; today is Kyiv's calendar day (the start-date window and the age). */
export function validateContract(values: ContractFormValues, todayIso: IsoDate): ContractFormErrors {
  const type = values.documentType;
  const needs = documentFieldsRequired(type);
  const errors: ContractFormErrors = {
    surname: latinNameRule('surname')(values.surname),
    name: latinNameRule('name')(values.name),
    patronymic: latinNameRule('patronymic')(values.patronymic),
    inn: values.dontHaveInn ? undefined : (required(values.inn) ?? validateInn(values.inn, values.birthday)),
    birthday: required(values.birthday) ?? validateBirthday(values.birthday, todayIso),
    address: addressRule(values.address),
    phone: phoneRule(values.phone),
    email: emailRule(values.email),
    documentType: required(values.documentType),
    documentSeries: documentField(
      needs.series,
      values.documentSeries,
      composeRules<FieldValue, FieldError>(within('documentSeries'), (v) => validateDocumentSeries(type, v)),
    ),
    documentNumber: documentField(
      needs.number,
      values.documentNumber,
      composeRules<FieldValue, FieldError>(within('documentNumber'), (v) => validateDocumentNumber(type, v)),
    ),
    documentIssuedBy: documentField(
      needs.issuedBy,
      values.documentIssuedBy,
      composeRules<FieldValue, FieldError>(within('documentIssuedBy'), validatePlainText),
    ),
    documentDate: documentField(needs.date, values.documentDate, (v) => validateIssueDate(v, todayIso)),
    documentRecord: documentField(needs.record, values.documentRecord, recordRule),
    city: chosen(values.city),
    startDate: required(values.startDate) ?? validateStartDate(values.startDate, todayIso),
    stateNumber: stateNumberRule(values.stateNumber),
    bodyNumber: values.bodyNumberUnknown ? undefined : bodyNumberRule(values.bodyNumber),
    year: required(values.year) ?? validateYear(values.year, todayIso),
    maker: makerOrModel('maker', values.maker),
    model: makerOrModel('model', values.model),
    confirm: required(values.confirm),
    offerRead: required(values.offerRead),
  };
  for (const [field, rule] of Object.entries(ADDITIONAL_RULES) as [
    AdditionalVehicleField,
    Rule<FieldValue, FieldError>,
  ][]) {
    errors[field] = rule(values[field]);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined));
}

/** Whether a failed submit has errors behind the closed additional-fields toggle (then it opens). */
export function hasAdditionalFieldErrors(errors: ContractFormErrors): boolean {
  return Object.keys(ADDITIONAL_RULES).some((field) => field in errors);
}
