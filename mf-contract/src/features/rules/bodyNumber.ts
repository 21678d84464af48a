import { isBlank, type FieldValue } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

const BODY_NUMBER = /^[A-Z0-9]{5,17}$/;
const VIN_LENGTH = 17;

/** A body number as sent: upper case, no spaces. */
export function normalizeBodyNumber(value: string): string {
  return value.toUpperCase().replace(/\s/g, '');
}

/** 'contract:validation.wrongBodyNumber' unless 5 to 17 Latin letters or digits; a 17-character VIN has no I, O or Q (ISO 3779). */
export function validateBodyNumber(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const body = normalizeBodyNumber(value);
  if (!BODY_NUMBER.test(body)) return 'contract:validation.wrongBodyNumber';
  if (body.length === VIN_LENGTH && /[IOQ]/.test(body)) return 'contract:validation.wrongBodyNumber';
  return undefined;
}
