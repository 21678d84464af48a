// @greencard/api: the typed client of every insurer call, its answer schemas, the error catalogue, the insurer
// message rules and both draft payload builders (rules D19).
export { createApi, type Api } from './client';
export { DEFAULT_BASE_URL, REQUEST_TIMEOUT_MS, type ApiOptions } from './options';
export { IDEMPOTENCY_HEADER, attemptFor, newIdempotencyKey, type Attempt } from './idempotency';
export type { ProductQuery, CodeCheck, PaymentRequest, ContractDocument, LoyaltyOrder, LoyaltyRelease } from './calls';
// toApiError is not exported: it needs axios, and only the calls use it.
export { ERROR_KEYS, isErrorKey, type ErrorKey } from './errors/catalogue';
export { ApiError, isApiError, type ApiErrorDetails } from './errors/ApiError';
export {
  UNDERWRITING_PHRASES,
  HINT_PATTERNS,
  DEFAULT_MESSAGE_RULES,
  stripHints,
  interpretInsurerMessage,
  type MessageRules,
  type UnderwritingPhrases,
  type UnderwritingNotice,
  type InsurerMessageReading,
} from './messages';
export {
  DRAFT_DIALECTS,
  buildSnakeDraft,
  buildCamelDraft,
  buildDraft,
  type DraftInput,
  type DraftDialect,
  type SnakeDraft,
  type CamelDraft,
  type DraftPayload,
} from './draft';
export type { PaymentStatus, ServerTime } from './schemas';
export { codeSentAt } from './schemas/codeSent';
export type {
  Company,
  Product,
  DraftSaved,
  StatusChanged,
  CodeSent,
  CodeChecked,
  PaymentPage,
  PaymentConfirmation,
  Receipt,
  AutoMaker,
  AutoModel,
  Vehicle,
  Place,
  ServerTimeAnswer,
  LoyaltyBalance,
  LoyaltySecretSent,
  LoyaltyReserved,
  LoyaltyReleased,
} from './schemas';
