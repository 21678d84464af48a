// @greencard/api: what every insurer call is made with (rules D19): the one client, the error catalogue, the insurer
// message rules, idempotency keys and the SMS proof of work. Each call, with its answer's schema, is its step's.
export { createInsurerClient, type InsurerClient, type InsurerRequest, type InsurerResponse } from './client';
export { schema, type Schema, type Answer, type Builders } from './schema';
export { DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS, type ClientOptions } from './options';
export { attemptFor, newIdempotencyKey, type Attempt } from './idempotency';
// toApiError is not exported: it needs axios, which loads with the first call.
export { ERROR_KEYS, type ErrorKey } from '@greencard/domain';
export { ApiError, isApiError, type ApiErrorDetails } from './errors/ApiError';
export { DRAFT_DIALECTS, type DraftDialect } from './draftDialect';
export { codeSentAt, type CodeSent } from './codeSent';
