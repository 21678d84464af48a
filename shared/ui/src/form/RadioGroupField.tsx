import { RadioGroup, type RadioGroupProps } from '../radio-group/RadioGroup';
import type { OptionValue } from '../select/options';
import { useFormField, type FieldAdapterProps, type WidgetProps } from './fieldError';

export type RadioGroupFieldProps<V extends OptionValue> = FieldAdapterProps<V> & WidgetProps<RadioGroupProps<V>>;

export function RadioGroupField<V extends OptionValue>({
  name,
  validate,
  translateError,
  ...widget
}: RadioGroupFieldProps<V>) {
  const { input, field } = useFormField<V>({ name, validate, translateError });
  return <RadioGroup<V> {...widget} {...field} value={input.value} onChange={(value) => input.onChange(value)} />;
}
