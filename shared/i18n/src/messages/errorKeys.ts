// The error texts' keys, apart from their texts, so that asking "is this key one of ours" bundles no language's texts.
import { ERROR_KEYS, UNDERWRITING_NOTICES } from '@greencard/domain';

/** Every message under `errors.` in the common namespace: the API client's error keys and the underwriting notices. */
export const API_ERROR_TEXT_KEYS = [...ERROR_KEYS, ...UNDERWRITING_NOTICES] as const;

/** A key of the error texts (`errors.<key>` in the common namespace). */
export type ApiErrorTextKey = (typeof API_ERROR_TEXT_KEYS)[number];
