// The message of a failed form rule. Rules return a ValidationKey; some messages name a limit, which comes from
// the domain constants here so that no text repeats a number.
import type { AnyTextsT, TextKey } from '../createI18n';
import { listGuard, OTP_LENGTH, VALIDATION_KEYS, type ValidationKey } from '@greencard/domain';

const VALIDATION_PARAMS = { codeLength: OTP_LENGTH } as const;

/** What a form rule returns for a value it refuses: a ValidationKey, or a step's own message by its full key. */
export type FieldMessageKey = ValidationKey | TextKey;

export const isValidationKey = listGuard(VALIDATION_KEYS);

/** Values a field adds for its own message: the limit of the field that is too long (a step's message names {{max}}). */
export interface FieldTextValues {
  max?: number;
}

/**
 * `validation.<key>` of the common namespace for a ValidationKey; any other string is taken as a full i18n key
 * (a step's own message, 'contract:someRule'), so steps can add rules without touching the shared texts.
 * `values` are the field's own (its length limit), which no shared constant can know.
 */
export function validationText(t: AnyTextsT, key: FieldMessageKey, values: FieldTextValues = {}): string {
  return isValidationKey(key)
    ? t(`validation.${key}`, { ...VALIDATION_PARAMS, ...values, ns: 'common' })
    : stepText(t, key, values);
}

/** A step's own message. Apart, as the key extractor reads a parameter's declared type, not the narrowed one. */
const stepText = (t: AnyTextsT, key: TextKey, values: FieldTextValues) => t(key, { ...values });
