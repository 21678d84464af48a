export { ERROR_KEYS, isErrorKey, type ErrorKey } from './catalogue';
export { ApiError, isApiError } from './ApiError';
export { toApiError } from './toApiError';
