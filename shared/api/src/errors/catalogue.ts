import { ERROR_KEYS, type ErrorKey } from '@greencard/domain';

// The error catalogue has its one home in @greencard/domain, which the texts read too.
export { ERROR_KEYS, type ErrorKey };
