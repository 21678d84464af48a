export { ERROR_KEYS, type ErrorKey } from './catalogue';
export { ApiError, isApiError } from './ApiError';
export { toApiError } from './toApiError';
