import { useField } from 'react-final-form';
import { Combobox, type ComboboxProps, type ComboboxValue } from '../combobox/Combobox';
import type { OptionValue } from '../select/options';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type ComboboxFieldProps<V extends OptionValue> = FieldAdapterProps<ComboboxValue<V>> &
  Omit<ComboboxProps<V>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

const isComboboxValue = <V extends OptionValue>(value: unknown): value is ComboboxValue<V> =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

/** The form value is {value, text}: the chosen option's value (or null for free text) and the text shown. */
export function ComboboxField<V extends OptionValue>({
  name,
  validate,
  translateError,
  ...widget
}: ComboboxFieldProps<V>) {
  const { input, meta } = useField<ComboboxValue<V> | undefined>(name, { validate });
  const error = useFieldError(meta, translateError);
  const value: ComboboxValue<V> = isComboboxValue<V>(input.value) ? input.value : { value: null, text: '' };
  return (
    <Combobox<V>
      {...widget}
      name={input.name}
      value={value}
      onChange={(next) => input.onChange(next)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
    />
  );
}
