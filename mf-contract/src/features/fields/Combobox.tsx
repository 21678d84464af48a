import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@greencard/i18n';
import {
  fieldAria,
  FieldMessages,
  focusWithin,
  stepIndex,
  useFieldIds,
  useListbox,
  type ChoiceOption,
  type FieldProps,
  type OptionValue,
} from '@greencard/ui';
import './widgets.css';

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
  name,
  required,
  onBlur,
  onFocus,
}: ComboboxProps<V>) {
  const { t } = useTranslation(['contract', 'common']);
  const ids = useFieldIds();
  const [open, setOpen] = useState(false);
  const searchable = value.text.trim().length >= minChars;
  const expanded = open && options.length > 0;
  const status =
    !open || !searchable ? '' : loading ? t('common:loading') : options.length === 0 ? t('widgets.nothingFound') : '';

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onChange({ value: option.value, text: option.label });
    setOpen(false);
  };

  const { listId, optionId, active, setActive, renderOptions } = useListbox(ids.id, options, expanded, choose);

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
    <div className="gc-field gc-combobox">
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
          autoComplete="off"
          disabled={disabled}
          aria-required={required || undefined}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          {...fieldAria(ids, error)}
          aria-busy={loading || undefined}
          onChange={(event) => {
            onChange({ value: null, text: event.target.value });
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-labelledby={ids.labelId} className="gc-listbox" hidden={!expanded}>
          {renderOptions(value.value)}
        </ul>
        <p className="gc-combobox__status" role="status">
          {status}
        </p>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
