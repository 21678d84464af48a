import { useField } from 'react-final-form';
import { TextInput, type TextInputProps } from '../text-input/TextInput';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type TextFieldProps = FieldAdapterProps<string> &
  Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

export function TextField({ name, validate, translateError, ...widget }: TextFieldProps) {
  const { input, meta } = useField<string | undefined>(name, { validate });
  const error = useFieldError(meta, translateError);
  return (
    <TextInput
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
