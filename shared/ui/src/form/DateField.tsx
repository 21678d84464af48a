import { useField } from 'react-final-form';
import { DateInput, type DateInputProps } from '../date-input/DateInput';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type DateFieldProps = FieldAdapterProps<string> &
  Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

/** A dd.mm.yyyy date in a form; the form value is the text as shown (parse it with parseDate). */
export function DateField({ name, validate, translateError, ...widget }: DateFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const error = useFieldError(meta, translateError);
  return (
    <DateInput
      {...widget}
      name={input.name}
      value={input.value ?? ''}
      onChange={(value) => input.onChange(value)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
    />
  );
}
