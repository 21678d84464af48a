// The error texts' keys, apart from their texts, so that asking "is this key one of ours" bundles no language's texts.
import { ERROR_KEYS, UNDERWRITING_NOTICES } from '@greencard/domain';

/** Every key a failure is said by: the API client's error keys and the underwriting notices. */
export const API_ERROR_TEXT_KEYS = [...ERROR_KEYS, ...UNDERWRITING_NOTICES] as const;

/** A key of the error texts (`errors.<key>` in the common namespace or in a step's own). */
export type ApiErrorTextKey = (typeof API_ERROR_TEXT_KEYS)[number];

/**
 * The failures only one step's calls end in: that step's texts say them, under `errors.<key>` of its own namespace
 * (docs/step-release.md), and the common texts do not (a test of the common texts finds any that one step alone uses).
 */
export const STEP_ERROR_TEXT_KEYS = [
  'draft',
  'checkOTP',
  'receipt',
  'contractDocument',
  'pointsDefault',
  'pointsInvalidSecret',
  'loyaltyNotProved',
] as const satisfies readonly ApiErrorTextKey[];

/** A key whose text is common: every error key several steps show, and the generic fallback. */
export type CommonErrorTextKey = Exclude<ApiErrorTextKey, (typeof STEP_ERROR_TEXT_KEYS)[number]>;

export const COMMON_ERROR_TEXT_KEYS = API_ERROR_TEXT_KEYS.filter(
  (key): key is CommonErrorTextKey => !(STEP_ERROR_TEXT_KEYS as readonly string[]).includes(key),
);
