import { isBlank, isUkrainianPhone, toPhone, type FieldValue, type Phone, type ValidationKey } from '@greencard/domain';

/** A valid international number that is not Ukrainian (rules D15): it goes to the insurer as foreign_operator. */
export const isForeignPhone = (phone: Phone): boolean => !isUkrainianPhone(phone);

/** 'phoneInvalid' unless Ukrainian or a valid foreign number. */
export function validatePhone(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  return toPhone(String(value)) === null ? 'phoneInvalid' : undefined;
}
