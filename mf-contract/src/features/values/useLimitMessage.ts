import { useCallback } from 'react';
import { useTranslation, validationText, type FieldMessageKey } from '@greencard/i18n';
import { FIELD_MAX_LENGTHS, type LimitedField } from './fieldLimits';

/**
 * The message translator for a field with a length limit: any message of the field, with TOO_LONG naming the
 * field's own limit ("At most 50 characters"). Given to the field as translateError.
 */
export function useLimitMessage(): (field: LimitedField) => (key: FieldMessageKey) => string {
  const { t } = useTranslation('common');
  return useCallback((field) => (key) => validationText(t, key, { max: FIELD_MAX_LENGTHS[field] }), [t]);
}
