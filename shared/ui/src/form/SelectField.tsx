import { Select, type SelectProps } from '../select/Select';
import type { OptionValue } from '../select/options';
import { useFormField, type FieldAdapterProps, type WidgetProps } from './fieldError';

export type SelectFieldProps<V extends OptionValue> = FieldAdapterProps<V> & WidgetProps<SelectProps<V>>;

export function SelectField<V extends OptionValue>({ name, validate, translateError, ...widget }: SelectFieldProps<V>) {
  const { input, field } = useFormField<V>({ name, validate, translateError });
  return <Select<V> {...widget} {...field} value={input.value} onChange={(value) => input.onChange(value)} />;
}
