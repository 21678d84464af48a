import type { FieldValue, ValidationKey } from './types';

/**
 * The points to withdraw (rules §5): 'pointsAmount' ("Enter an amount") when empty, not a number or negative,
 * 'pointsDecimals' past two decimals, 'pointsMax' above what may be redeemed. A decimal comma is accepted.
 */
export function validatePointsAmount(value: FieldValue | number, max: number): ValidationKey | undefined {
  if (value === null || value === undefined) return 'pointsAmount';
  const text = String(value).trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return 'pointsAmount';
  if (Number(text) < 0) return 'pointsAmount';
  if (/\.\d{3,}$/.test(text)) return 'pointsDecimals';
  return Number(text) > max ? 'pointsMax' : undefined;
}
