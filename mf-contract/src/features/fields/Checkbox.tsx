import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldAria, FieldMessages, useFieldIds } from '@greencard/ui';
import './widgets.css';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'checked' | 'type' | 'value' | 'children'
> {
  /** May hold links (the offer, the data-processing consent). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

export function Checkbox({ label, checked, onChange, error, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['gc-field', 'gc-checkbox', className].filter(Boolean).join(' ')}>
      <div className="gc-checkbox__row">
        <input
          {...input}
          id={ids.id}
          type="checkbox"
          className="gc-checkbox__box"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fieldAria(ids, error)}
        />
        <label id={ids.labelId} htmlFor={ids.id} className="gc-checkbox__label">
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
