// The rule of the amount to withdraw: the points step's alone, so it and its messages travel in the step's build
// (docs/step-release.md).
import type { FieldValue } from '@greencard/domain';

/** The messages of the amount rule, in the step's texts. */
export const AMOUNT_PROBLEMS = {
  amount: 'points:validation.amount',
  decimals: 'points:validation.decimals',
  max: 'points:validation.max',
} as const;

export type AmountProblem = (typeof AMOUNT_PROBLEMS)[keyof typeof AMOUNT_PROBLEMS];

/**
 * The points to withdraw (rules §5): "Enter an amount" when empty, not a number or negative, "at most two decimals"
 * past two decimals, "more than the points can pay" above what may be redeemed. A decimal comma is accepted.
 */
export function validateAmount(value: FieldValue | number, max: number): AmountProblem | undefined {
  if (value === null || value === undefined) return AMOUNT_PROBLEMS.amount;
  const text = String(value).trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return AMOUNT_PROBLEMS.amount;
  if (Number(text) < 0) return AMOUNT_PROBLEMS.amount;
  if (/\.\d{3,}$/.test(text)) return AMOUNT_PROBLEMS.decimals;
  return Number(text) > max ? AMOUNT_PROBLEMS.max : undefined;
}
