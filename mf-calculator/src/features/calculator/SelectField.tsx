import {
  Select,
  useFormField,
  type FieldAdapterProps,
  type OptionValue,
  type SelectProps,
  type WidgetProps,
} from '@greencard/ui';

type SelectFieldProps<V extends OptionValue> = FieldAdapterProps<V> & WidgetProps<SelectProps<V>>;

export function SelectField<V extends OptionValue>({ name, validate, translateError, ...widget }: SelectFieldProps<V>) {
  const { input, field } = useFormField<V>({ name, validate, translateError });
  return <Select<V> {...widget} {...field} value={input.value} onChange={(value) => input.onChange(value)} />;
}
