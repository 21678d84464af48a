import { useFormField, type FieldAdapterProps, type WidgetProps } from '@greencard/ui';
import { DateInput, type DateInputProps } from './DateInput';

type DateFieldProps = FieldAdapterProps<string> & WidgetProps<DateInputProps>;

/** A dd.mm.yyyy date in a form; the form value is the text as shown (parse it with parseDate). */
export function DateField({ name, validate, translateError, ...widget }: DateFieldProps) {
  const { input, field } = useFormField<string>({ name, validate, translateError });
  return <DateInput {...widget} {...field} value={input.value ?? ''} onChange={(value) => input.onChange(value)} />;
}
