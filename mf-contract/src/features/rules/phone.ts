import { isBlank, toPhone, UA_PHONE_PATTERN, type FieldValue, type Phone } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

/**
 * A valid international number that is not Ukrainian, +380 and 9 digits (rules §5, D15): it goes to the insurer as
 * foreign_operator.
 */
export const isForeignPhone = (phone: Phone): boolean => !UA_PHONE_PATTERN.test(phone);

/** 'contract:validation.phoneInvalid' unless Ukrainian or a valid foreign number. */
export function validatePhone(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return toPhone(String(value)) === null ? 'contract:validation.phoneInvalid' : undefined;
}
