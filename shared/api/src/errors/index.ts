export { ApiError, ERROR_KEYS, isApiError, isErrorKey, type ErrorKey } from './ApiError';
export { toApiError } from './toApiError';
