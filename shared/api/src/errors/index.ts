export { ERROR_KEYS, isErrorKey, type ErrorKey } from './catalogue';
export { ApiError, isApiError, type ApiErrorDetails } from './ApiError';
export { toApiError } from './toApiError';
export { readFailureBody, FailureBody } from './failureBody';
