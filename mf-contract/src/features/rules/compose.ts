import type { Rule, ValidationKey } from '@greencard/domain';

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
