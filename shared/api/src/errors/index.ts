export { ERROR_KEYS, type ErrorKey } from '@greencard/domain';
export { ApiError, isApiError } from './ApiError';
export { toApiError } from './toApiError';
