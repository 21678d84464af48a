import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { useTranslation, validationText, type FieldMessageKey } from '@greencard/i18n';
import { TextInput, type TextInputProps } from '../text-input/TextInput';

/** The props every form adapter takes beside its widget's own. */
export interface FieldAdapterProps<V> {
  name: string;
  /** A rule returning a message key (a ValidationKey of @greencard/domain or a full i18n key) or undefined. */
  validate?: (value: V | undefined, allValues: object) => FieldMessageKey | undefined;
  /** Turns a message key into text; `validation.<key>` of the common namespace when absent. */
  translateError?: (key: FieldMessageKey) => string;
}

/** A widget's own props, less those its adapter gives it from the form. */
export type WidgetProps<P> = Omit<P, 'value' | 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/**
 * The message key to show: a rule's error once the buyer has left the field or tried to submit, else a
 * server-side error from the last submit until the value changes.
 */
export function visibleErrorKey(meta: FieldMetaState): FieldMessageKey | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const key: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return isRuleKey(key) ? key : undefined;
}

/** final-form keeps a field's error untyped: a string in it is what the field's rule (validate) returned. */
const isRuleKey = (error: unknown): error is FieldMessageKey => typeof error === 'string' && error !== '';

/**
 * The form's side of an adapter: the field's input, and the props every widget takes from it alike (its name, focus
 * and blur, and the error to show). The adapter adds the value and its change in the widget's own terms.
 */
export function useFormField<V>(
  { name, validate, translateError }: FieldAdapterProps<V>,
  config: Pick<UseFieldConfig, 'type'> = {},
) {
  const { t } = useTranslation('common');
  const { input, meta } = useField<V | undefined>(name, { validate, ...config });
  const key = visibleErrorKey(meta);
  const error = key === undefined ? undefined : (translateError?.(key) ?? validationText(t, key));
  return { input, field: { name: input.name, onBlur: () => input.onBlur(), onFocus: () => input.onFocus(), error } };
}

export type TextFieldProps = FieldAdapterProps<string> & WidgetProps<TextInputProps>;

export function TextField({ name, validate, translateError, ...widget }: TextFieldProps) {
  const { input, field } = useFormField<string>({ name, validate, translateError });
  return <TextInput {...widget} {...field} value={input.value ?? ''} onChange={(value) => input.onChange(value)} />;
}
