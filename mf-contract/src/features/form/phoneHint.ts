import type { ContractRuleKey } from '../rules/ruleKey';

/**
 * The phone's format hint, or nothing while the field shows the invalid-phone message: that message already spells
 * out the format, and the buyer should read it once, not twice in a row.
 */
export function phoneHint(visibleError: string | undefined, hint: string): string | undefined {
  const sameWords: ContractRuleKey = 'contract:validation.phoneInvalid';
  return visibleError === sameWords ? undefined : hint;
}
