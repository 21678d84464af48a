import { ERROR_KEYS, type ErrorKey } from '@greencard/domain';

// The error catalogue has its one home in @greencard/domain, which the texts read too.
export { ERROR_KEYS, type ErrorKey };

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}
