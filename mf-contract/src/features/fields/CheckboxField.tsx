import { useFormField, type FieldAdapterProps, type WidgetProps } from '@greencard/ui';
import { Checkbox, type CheckboxProps } from './Checkbox';

type CheckboxFieldProps = FieldAdapterProps<boolean> & WidgetProps<CheckboxProps>;

export function CheckboxField({ name, validate, translateError, ...widget }: CheckboxFieldProps) {
  const { input, field } = useFormField<boolean>({ name, validate, translateError }, { type: 'checkbox' });
  return (
    <Checkbox {...widget} {...field} checked={input.checked ?? false} onChange={(checked) => input.onChange(checked)} />
  );
}
