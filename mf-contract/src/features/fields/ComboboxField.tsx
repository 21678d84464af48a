import { useFormField, type FieldAdapterProps, type OptionValue, type WidgetProps } from '@greencard/ui';
import { Combobox, type ComboboxProps, type ComboboxValue } from './Combobox';

type ComboboxFieldProps<V extends OptionValue> = FieldAdapterProps<ComboboxValue<V>> & WidgetProps<ComboboxProps<V>>;

const isComboboxValue = <V extends OptionValue>(value: unknown): value is ComboboxValue<V> =>
  typeof value === 'object' && value !== null && typeof (value as { text?: unknown }).text === 'string';

/** The form value is {value, text}: the chosen option's value (or null for free text) and the text shown. */
export function ComboboxField<V extends OptionValue>({
  name,
  validate,
  translateError,
  ...widget
}: ComboboxFieldProps<V>) {
  const { input, field } = useFormField<ComboboxValue<V>>({ name, validate, translateError });
  const value: ComboboxValue<V> = isComboboxValue<V>(input.value) ? input.value : { value: null, text: '' };
  return <Combobox<V> {...widget} {...field} value={value} onChange={(next) => input.onChange(next)} />;
}
