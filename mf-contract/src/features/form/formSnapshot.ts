// The typed form survives a reload (a reload never loses what the buyer typed): it is kept as a personal snapshot,
// which clearPersonalData removes when the contract is concluded or the buyer starts over.
import { isFormDocumentType, type FormDocumentType } from '../rules/documentTypes';
import { loadSnapshot, savePersonalSnapshot, stored } from '@greencard/store';
import { initialFormValues, type Choice, type ContractFormValues } from '../values/formValues';

export const FORM_SNAPSHOT = 'contractForm';

const ChoiceShape: stored.Struct<Choice, unknown> = stored.shape({
  value: stored.nullable(stored.finiteNumber),
  text: stored.string(),
});

// Every field of a fresh form, so the schema follows the form when fields are added.
const TEMPLATE = initialFormValues(null);
const fieldShape = (example: unknown) =>
  typeof example === 'string' ? stored.string() : typeof example === 'boolean' ? stored.boolean() : ChoiceShape;

/** A snapshot of this form's shape: every field present with the type the form gives it. */
export const ContractFormValuesShape = stored.shape({
  ...Object.fromEntries(Object.entries(TEMPLATE).map(([field, example]) => [field, fieldShape(example)])),
  documentType: stored.define<FormDocumentType>('FormDocumentType', isFormDocumentType),
}) as unknown as stored.Struct<ContractFormValues, unknown>;

export function loadFormSnapshot(): ContractFormValues | undefined {
  return loadSnapshot(FORM_SNAPSHOT, ContractFormValuesShape);
}

export function saveFormSnapshot(values: ContractFormValues): void {
  savePersonalSnapshot(FORM_SNAPSHOT, values);
}
