import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@greencard/i18n';
import { fieldAria, FieldMessages, focusWithin, useFieldIds } from '../field/field';
import type { ChoiceOption, FieldProps, OptionValue } from '../field/field';
import { firstIndex, isTypeaheadKey, lastIndex, stepIndex, typeaheadIndex, useTypeahead } from './listNavigation';
import { useListbox } from './useListbox';

/** Its onBlur is called when focus leaves the whole widget (button and list), not when it moves between them. */
export interface SelectProps<V extends OptionValue> extends Omit<FieldProps, 'required'> {
  options: readonly ChoiceOption<V>[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Shown while nothing is chosen; the generic 'select' text when absent (rules §2). */
  placeholder?: string;
}

/**
 * A select styled like the shop (a button that opens a listbox, WAI-ARIA "collapsible listbox"): arrow keys,
 * Home/End, Enter/Space, Escape and type-ahead; the list is at most 255 px high (295 px on wide screens).
 */
export function Select<V extends OptionValue>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
  error,
  name,
  onBlur,
  onFocus,
}: SelectProps<V>) {
  const { t } = useTranslation('common');
  const ids = useFieldIds();
  // The button's name is the label and the shown value ("Vehicle type Cars"), as a native select is read.
  const valueId = `${ids.id}-value`;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typeahead = useTypeahead();
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (option.value !== value) onChange(option.value);
    close();
  };

  const { listId, optionId, active, setActive, renderOptions } = useListbox(ids.id, options, open, choose);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  // Where a key moves the active option from `from`; from none (-1), an arrow enters the list at its near end.
  const moves: Record<string, (from: number) => number> = {
    ArrowDown: (from) => stepIndex(options, from, 1),
    ArrowUp: (from) => stepIndex(options, from, -1),
    Home: () => firstIndex(options),
    End: () => lastIndex(options),
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as a native button click.
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      // An arrow opens the list at the chosen option, as a native select does.
      openAt(event.key.startsWith('Arrow') && selectedIndex >= 0 ? selectedIndex : move(-1));
    } else if (isTypeaheadKey(event)) {
      const match = typeaheadIndex(options, typeahead(event.key), selectedIndex);
      openAt(match >= 0 ? match : selectedIndex);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move(active));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (active >= 0) choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (isTypeaheadKey(event)) {
      const match = typeaheadIndex(options, typeahead(event.key), active);
      if (match >= 0) setActive(match);
    }
  };

  // Focus moving from the button to the list (or back) is still inside the widget.
  const widgetFocus = focusWithin(onFocus, () => {
    setOpen(false);
    onBlur?.();
  });

  return (
    <div className="gc-field gc-select">
      <label id={ids.labelId} className="gc-field__label" htmlFor={ids.id}>
        {label}
      </label>
      <div className="gc-select__control" {...widgetFocus}>
        <button
          ref={button}
          id={ids.id}
          name={name}
          type="button"
          className="gc-input gc-select__button"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${ids.labelId} ${valueId}`}
          {...fieldAria(ids, error)}
          disabled={disabled}
          onClick={() => (open ? close() : openAt(selectedIndex >= 0 ? selectedIndex : firstIndex(options)))}
          onKeyDown={onButtonKeyDown}
        >
          <span
            id={valueId}
            className={selected ? 'gc-select__value' : 'gc-select__value gc-select__value--placeholder'}
          >
            {selected ? selected.label : (placeholder ?? t('select'))}
          </span>
          <span className="gc-select__chevron" aria-hidden="true" />
        </button>
        {open ? (
          <ul
            ref={list}
            id={listId}
            role="listbox"
            tabIndex={-1}
            className="gc-listbox"
            aria-labelledby={ids.labelId}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            onKeyDown={onListKeyDown}
          >
            {renderOptions(value)}
          </ul>
        ) : null}
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
