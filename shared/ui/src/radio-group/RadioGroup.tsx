import type { FocusEvent, ReactNode } from 'react';
import { describedBy, useFieldIds } from '../field/fieldIds';
import { FieldMessages } from '../field/FieldMessages';
import type { ChoiceOption, OptionValue } from '../select/options';

export interface RadioGroupProps<V extends OptionValue> {
  label: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The radios' shared name; one is made up when absent. */
  name?: string;
  disabled?: boolean;
  error?: string;
  hint?: ReactNode;
  id?: string;
  required?: boolean;
  /** Options side by side instead of one under another. */
  inline?: boolean;
  className?: string;
  /** Called when focus leaves the group, not when it moves between its radios. */
  onBlur?: () => void;
  onFocus?: () => void;
}

/** Native radios in a fieldset: arrow keys move between them as browsers do. */
export function RadioGroup<V extends OptionValue>({
  label,
  options,
  value,
  onChange,
  name,
  disabled = false,
  error,
  hint,
  id,
  required,
  inline = false,
  className,
  onBlur,
  onFocus,
}: RadioGroupProps<V>) {
  const ids = useFieldIds(id);
  const groupName = name ?? ids.id;
  const onGroupBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
  };
  const onGroupFocus = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onFocus?.();
  };
  return (
    <fieldset
      id={ids.id}
      role="radiogroup"
      className={['gc-field', 'gc-radio-group', inline ? 'gc-radio-group--inline' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={ids.labelId}
      aria-describedby={describedBy(ids, hint, error)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      onBlur={onGroupBlur}
      onFocus={onGroupFocus}
    >
      <legend id={ids.labelId} className="gc-field__label">
        {label}
      </legend>
      <div className="gc-radio-group__options">
        {options.map((option, index) => {
          const optionId = `${ids.id}-${index}`;
          return (
            <div key={String(option.value)} className="gc-radio">
              <input
                id={optionId}
                type="radio"
                className="gc-radio__input"
                name={groupName}
                value={String(option.value)}
                checked={option.value === value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId} className="gc-radio__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
