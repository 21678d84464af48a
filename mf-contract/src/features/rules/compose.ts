import type { ValidationKey } from '@greencard/domain';

/**
 * A field rule: undefined when the value is valid, else the message key: a ValidationKey of the rules the domain
 * shares, or (K) a full key of the contract's own texts for its own rule.
 */
export type Rule<V, K extends string = ValidationKey> = (value: V) => K | undefined;

/** Runs rules in order and returns the first failure, so a field shows one message at a time. */
export function composeRules<V, K extends string = ValidationKey>(...rules: Rule<V, K>[]): Rule<V, K> {
  return (value: V): K | undefined => {
    for (const rule of rules) {
      const key = rule(value);
      if (key !== undefined) return key;
    }
    return undefined;
  };
}
