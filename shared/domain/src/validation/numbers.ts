import { isBlank, type FieldValue, type ValidationKey } from './types';

export interface NumberRuleOptions {
  /** Whole numbers only (seats, kilograms, cubic centimetres). */
  integer?: boolean;
  /** Inclusive upper bound. */
  max?: number;
}

/**
 * 'numberInvalid' unless a number above zero (vehicle details: engine volume, motor power, weights, seats).
 * A decimal comma is accepted as a point.
 */
export function validatePositiveNumber(
  value: FieldValue | number,
  { integer = false, max = Number.POSITIVE_INFINITY }: NumberRuleOptions = {},
): ValidationKey | undefined {
  if (isBlank(value)) return undefined;
  const text = String(value).trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return 'numberInvalid';
  const number = Number(text);
  if (number <= 0 || number > max || (integer && !Number.isInteger(number))) return 'numberInvalid';
  return undefined;
}
