import { TextInput, type TextInputProps } from '../text-input/TextInput';
import { useFormField, type FieldAdapterProps, type WidgetProps } from './fieldError';

export type TextFieldProps = FieldAdapterProps<string> & WidgetProps<TextInputProps>;

export function TextField({ name, validate, translateError, ...widget }: TextFieldProps) {
  const { input, field } = useFormField<string>({ name, validate, translateError });
  return <TextInput {...widget} {...field} value={input.value ?? ''} onChange={(value) => input.onChange(value)} />;
}
