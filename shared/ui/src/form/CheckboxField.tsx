import { useField } from 'react-final-form';
import { Checkbox, type CheckboxProps } from '../checkbox/Checkbox';
import { useFieldError, type FieldAdapterProps } from './fieldError';

export type CheckboxFieldProps = FieldAdapterProps<boolean> &
  Omit<CheckboxProps, 'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'>;

export function CheckboxField({ name, validate, translateError, ...widget }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean | undefined>(name, { validate, type: 'checkbox' });
  const error = useFieldError(meta, translateError);
  return (
    <Checkbox
      {...widget}
      name={input.name}
      checked={input.checked ?? false}
      onChange={(checked) => input.onChange(checked)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      error={error}
    />
  );
}
