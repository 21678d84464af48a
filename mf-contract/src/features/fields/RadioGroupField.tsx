import {
  RadioGroup,
  useFormField,
  type FieldAdapterProps,
  type OptionValue,
  type RadioGroupProps,
  type WidgetProps,
} from '@greencard/ui';

type RadioGroupFieldProps<V extends OptionValue> = FieldAdapterProps<V> & WidgetProps<RadioGroupProps<V>>;

export function RadioGroupField<V extends OptionValue>({
  name,
  validate,
  translateError,
  ...widget
}: RadioGroupFieldProps<V>) {
  const { input, field } = useFormField<V>({ name, validate, translateError });
  return <RadioGroup<V> {...widget} {...field} value={input.value} onChange={(value) => input.onChange(value)} />;
}
