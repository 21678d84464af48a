import type { Rule, ValidationKey } from './types';

/** Runs rules in order and returns the first failure, so a field shows one message at a time. */
export function composeRules<V>(...rules: Rule<V>[]): Rule<V> {
  return (value: V): ValidationKey | undefined => {
    for (const rule of rules) {
      const key = rule(value);
      if (key !== undefined) return key;
    }
    return undefined;
  };
}
