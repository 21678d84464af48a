import { isBlank, type FieldValue } from '@greencard/domain';
import type { ContractRuleKey } from './ruleKey';

// What no name a person types holds, and what would print wrong on the policy: control characters (NUL, line breaks,
// C1), format characters (bidi overrides and isolates, zero-width ones), surrogates and private or unassigned code
// points.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\u2028\u2029]/u;

/** Free text a buyer types (the issuing authority, a maker's or model's name): 'contract:validation.plainText' if it holds such a character. */
export function validatePlainText(value: FieldValue): ContractRuleKey | undefined {
  if (isBlank(value)) return undefined;
  return UNPRINTABLE.test(value) ? 'contract:validation.plainText' : undefined;
}
