import { useField } from 'react-final-form';
import { RadioGroup, type RadioGroupProps } from '../radio-group/RadioGroup';
import type { OptionValue } from '../select/options';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type RadioGroupFieldProps<V extends OptionValue> = FieldAdapterProps<V> &
  Omit<RadioGroupProps<V>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

export function RadioGroupField<V extends OptionValue>({
  name,
  validate,
  translateError,
  ...widget
}: RadioGroupFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name, { validate });
  const error = useFieldError(meta, translateError);
  return (
    <RadioGroup<V>
      {...widget}
      name={input.name}
      value={input.value}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
    />
  );
}
