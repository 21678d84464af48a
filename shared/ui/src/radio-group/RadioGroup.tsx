import { fieldAria, FieldMessages, focusWithin, useFieldIds } from '../field/field';
import type { ChoiceOption, FieldProps, OptionValue } from '../field/field';

/** Its name is the radios' shared name (one is made up when absent); onBlur is called when focus leaves the group. */
export interface RadioGroupProps<V extends OptionValue> extends FieldProps {
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Options side by side instead of one under another. */
  inline?: boolean;
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
  required,
  inline = false,
  onBlur,
  onFocus,
}: RadioGroupProps<V>) {
  const ids = useFieldIds();
  const groupName = name ?? ids.id;
  return (
    <fieldset
      id={ids.id}
      role="radiogroup"
      className={inline ? 'gc-field gc-radio-group gc-radio-group--inline' : 'gc-field gc-radio-group'}
      aria-labelledby={ids.labelId}
      {...fieldAria(ids, error)}
      aria-required={required || undefined}
      disabled={disabled}
      {...focusWithin(onFocus, onBlur)}
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
      <FieldMessages ids={ids} error={error} />
    </fieldset>
  );
}
