import { isBlank, type FieldValue, type ValidationKey } from '@greencard/domain';

// A practical address check: a local part without spaces, a domain of dot-separated labels and a letter TLD.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** 'emailInvalid' unless a plausible e-mail address. */
export function validateEmail(value: FieldValue): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  return EMAIL.test(value.trim()) ? undefined : 'emailInvalid';
}
