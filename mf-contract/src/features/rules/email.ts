import { isBlank, type FieldValue } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

// A practical address check: a local part without spaces, a domain of dot-separated labels and a letter TLD.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** 'contract:validation.emailInvalid' unless a plausible e-mail address. */
export function validateEmail(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return EMAIL.test(value.trim()) ? undefined : 'contract:validation.emailInvalid';
}
