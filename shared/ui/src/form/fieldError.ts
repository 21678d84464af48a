import { useTranslation, validationText } from '@greencard/i18n';

export interface FieldErrorMeta {
  touched?: boolean;
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/** The props every form adapter takes beside its widget's own. */
export interface FieldAdapterProps<V> {
  name: string;
  /** A rule returning a message key (a ValidationKey of @greencard/domain or a full i18n key) or undefined. */
  validate?: (value: V | undefined, allValues: object) => string | undefined;
  /** Turns a message key into text; `validation.<key>` of the common namespace when absent. */
  translateError?: (key: string) => string;
}

/**
 * The message key to show: a rule's error once the buyer has left the field or tried to submit, else a
 * server-side error from the last submit until the value changes.
 */
export function visibleErrorKey(meta: FieldErrorMeta): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const key = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof key === 'string' && key !== '' ? key : undefined;
}

export function useFieldError(meta: FieldErrorMeta, translateError?: (key: string) => string): string | undefined {
  const { t } = useTranslation('common');
  const key = visibleErrorKey(meta);
  if (key === undefined) return undefined;
  return translateError ? translateError(key) : validationText(t, key);
}
