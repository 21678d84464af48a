import type { ParseKeys } from '@greencard/i18n';

/** A message of the contract's own rules: a key of its texts' validation group, named with the namespace. */
export type ContractRuleKey = Extract<`contract:${ParseKeys<'contract'>}`, `contract:validation.${string}`>;
