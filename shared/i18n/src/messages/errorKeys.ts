// The error texts' keys, apart from their texts: @greencard/api's error keys, its underwriting notices and the generic
// fallback. Kept out of the texts so that code asking "is this key one of ours" does not bundle a language's texts.

/** Every message under `errors.` in the common namespace. */
export const API_ERROR_TEXT_KEYS = [
  'serverError',
  'draft',
  'sendOTP',
  'checkOTP',
  'status',
  'receipt',
  'contractDocument',
  'pointsDefault',
  'pointsInvalidSecret',
  'tooManyAttempts',
  'codeExpired',
  'codeAttemptsExhausted',
  'sessionMismatch',
  'paymentMismatch',
  'insurerMessage',
  'underwriting',
  'underwritingPerson',
  'underwritingVehicle',
  'generic',
] as const;

/** A key of the error texts (`errors.<key>` in the common namespace). */
export type ApiErrorTextKey = (typeof API_ERROR_TEXT_KEYS)[number];
