import { isBlank, type FieldValue } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

/** The most seats, the driver's included, a vehicle of the form may have (docs/insurer-api.md "Field formats"). */
export const SEATING_CAPACITY_MAX = 100;

export interface NumberRuleOptions {
  /** Whole numbers only (seats, kilograms, cubic centimetres). */
  integer?: boolean;
  /** Inclusive upper bound. */
  max?: number;
}

/**
 * 'contract:validation.numberInvalid' unless a number above zero (vehicle details: engine volume, motor power, weights, seats).
 * A decimal comma is accepted as a point.
 */
export function validatePositiveNumber(
  value: FieldValue | number,
  { integer = false, max = Number.POSITIVE_INFINITY }: NumberRuleOptions = {},
): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return 'contract:validation.numberInvalid';
  const number = Number(text);
  if (number <= 0 || number > max || (integer && !Number.isInteger(number))) return 'contract:validation.numberInvalid';
  return undefined;
}
