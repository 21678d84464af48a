import { Checkbox, useFormField, type CheckboxProps, type FieldAdapterProps, type WidgetProps } from '@greencard/ui';

type CheckboxFieldProps = FieldAdapterProps<boolean> & WidgetProps<CheckboxProps>;

export function CheckboxField({ name, validate, translateError, ...widget }: CheckboxFieldProps) {
  const { input, field } = useFormField<boolean>({ name, validate, translateError }, { type: 'checkbox' });
  return (
    <Checkbox {...widget} {...field} checked={input.checked ?? false} onChange={(checked) => input.onChange(checked)} />
  );
}
