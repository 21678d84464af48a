import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@greencard/i18n';
import { describedBy, FieldMessages, focusWithin, useFieldIds } from '../field/field';
import type { ChoiceOption, FieldProps, OptionValue } from '../field/field';
import { stepIndex } from '../select/listNavigation';

/** What a combobox holds (rules §3: "a selected value plus typed text"): a chosen option's value, or null for free text. */
export interface ComboboxValue<V extends OptionValue> {
  value: V | null;
  text: string;
}

export interface ComboboxProps<V extends OptionValue> extends FieldProps {
  value: ComboboxValue<V>;
  onChange: (value: ComboboxValue<V>) => void;
  /** The parent searches (debounced) and passes the results and whether a search is running. */
  options: readonly ChoiceOption<V>[];
  loading?: boolean;
  /** How many characters a search needs; below it the list stays closed and "nothing found" is not said. */
  minChars?: number;
  placeholder?: string;
  autoComplete?: string;
}

/** A text input with a list of suggestions (WAI-ARIA combobox with list autocomplete). */
export function Combobox<V extends OptionValue>({
  label,
  value,
  onChange,
  options,
  loading = false,
  minChars = 2,
  disabled = false,
  error,
  hint,
  placeholder,
  id,
  name,
  required,
  autoComplete = 'off',
  className,
  onBlur,
  onFocus,
}: ComboboxProps<V>) {
  const { t } = useTranslation('common');
  const ids = useFieldIds(id);
  const listId = `${ids.id}-list`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;
  const [open, setOpen] = useState(false);
  // New results (compared by content: parents often pass a fresh array each render): nothing is active until
  // the buyer moves into the list. The active option is kept with the results it belongs to.
  const resultsKey = options.map((option) => String(option.value)).join('\u0000');
  const [activeIn, setActiveIn] = useState({ results: resultsKey, index: -1 });
  const active = activeIn.results === resultsKey ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ results: resultsKey, index });
  const searchable = value.text.trim().length >= minChars;
  const expanded = open && options.length > 0;
  const status = !open || !searchable ? '' : loading ? t('loading') : options.length === 0 ? t('nothingFound') : '';

  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(`${ids.id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, ids.id]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange({ value: option.value, text: option.label });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive(stepIndex(options, active, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Only a choice is taken here; otherwise Enter submits the form as usual.
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const widgetFocus = focusWithin(onFocus, () => {
    setOpen(false);
    onBlur?.();
  });

  return (
    <div className={['gc-field', 'gc-combobox', className].filter(Boolean).join(' ')}>
      <label id={ids.labelId} className="gc-field__label" htmlFor={ids.id}>
        {label}
      </label>
      <div className="gc-combobox__control" {...widgetFocus}>
        <input
          id={ids.id}
          name={name}
          type="text"
          role="combobox"
          className="gc-input"
          value={value.text}
          placeholder={placeholder}
          autoComplete={autoComplete}
          disabled={disabled}
          aria-required={required || undefined}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          aria-invalid={error ? true : undefined}
          aria-busy={loading || undefined}
          onChange={(event) => {
            onChange({ value: null, text: event.target.value });
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-labelledby={ids.labelId} className="gc-listbox" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={String(option.value)}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value.value}
              aria-disabled={option.disabled || undefined}
              className={index === active ? 'gc-listbox__option is-active' : 'gc-listbox__option'}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => !option.disabled && active !== index && setActive(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        <p className="gc-combobox__status" role="status">
          {status}
        </p>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
