import { useField } from 'react-final-form';
import { Select, type SelectProps } from '../select/Select';
import type { OptionValue } from '../select/options';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type SelectFieldProps<V extends OptionValue> = FieldAdapterProps<V> &
  Omit<SelectProps<V>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

export function SelectField<V extends OptionValue>({ name, validate, translateError, ...widget }: SelectFieldProps<V>) {
  const { input, meta } = useField<V | undefined>(name, { validate });
  const error = useFieldError(meta, translateError);
  return (
    <Select<V>
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
