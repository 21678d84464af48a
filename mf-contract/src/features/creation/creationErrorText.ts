// The text a failed creation step shows (rules §8, D16): the step's catalogue message, the cleaned insurer
// text, the extra-underwriting notice for a person or a vehicle, or the generic text.
import { isApiError } from '@greencard/api';
import { apiErrorText, type AnyTextsT } from '@greencard/i18n';
import { CreationFailed } from './createContract';

// When nothing says what failed, the step's own catalogue entry is the honest message.
const STEP_KEYS = { draft: 'draft', status: 'status', sendCode: 'sendOTP' } as const;

export function creationErrorText(t: AnyTextsT, error: unknown): string {
  const cause = error instanceof CreationFailed ? error.cause : error;
  if (isApiError(cause)) {
    // An underwriting refusal shows the notice, not the insurer's wording of it (rules §8).
    if (cause.notice) return apiErrorText(t, { key: cause.key, notice: cause.notice });
    return apiErrorText(t, cause);
  }
  return apiErrorText(t, { key: error instanceof CreationFailed ? STEP_KEYS[error.step] : 'serverError' });
}
