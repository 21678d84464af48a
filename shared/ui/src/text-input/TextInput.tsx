import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { fieldAria, FieldMessages, useFieldIds } from '../field/field';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'children' | 'defaultValue'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** A message already in the buyer's language. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; its error and hint are tied to it for screen readers. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  className,
  type = 'text',
  ref,
  ...input
}: TextInputProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['gc-field', className].filter(Boolean).join(' ')}>
      <label id={ids.labelId} className="gc-field__label" htmlFor={ids.id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={ids.id}
        type={type}
        className="gc-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(ids, error, hint)}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
