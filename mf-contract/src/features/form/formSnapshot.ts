// The typed form survives a reload (a reload never loses what the buyer typed): it is kept as a personal snapshot,
// which clearPersonalData removes when the contract is concluded or the buyer starts over.
import { FORM_DOCUMENT_TYPES } from '@greencard/domain';
import { loadSnapshot, savePersonalSnapshot } from '@greencard/store';
import { initialFormValues, type Choice, type ContractFormValues } from '../values/formValues';

export const FORM_SNAPSHOT = 'contractForm';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isChoice = (value: unknown): value is Choice =>
  isRecord(value) && typeof value.text === 'string' && (value.value === null || Number.isFinite(value.value));

// Every field of a fresh form, so the guard follows the form when fields are added.
const TEMPLATE = initialFormValues(null);

/** A snapshot of this form's shape: every field present with the type the form gives it. */
export function isContractFormValues(value: unknown): value is ContractFormValues {
  if (!isRecord(value)) return false;
  if (!FORM_DOCUMENT_TYPES.some((option) => option.value === value.passportTypeSelect)) return false;
  return (Object.keys(TEMPLATE) as (keyof ContractFormValues)[]).every((field) => {
    const expected = TEMPLATE[field];
    const actual = value[field];
    if (typeof expected === 'string') return typeof actual === 'string';
    if (isBoolean(expected)) return isBoolean(actual);
    return isChoice(actual);
  });
}

export function loadFormSnapshot(): ContractFormValues | undefined {
  return loadSnapshot(FORM_SNAPSHOT, isContractFormValues);
}

export function saveFormSnapshot(values: ContractFormValues): void {
  savePersonalSnapshot(FORM_SNAPSHOT, values);
}
