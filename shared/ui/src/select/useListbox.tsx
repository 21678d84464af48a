import { useEffect, useState } from 'react';
import type { ChoiceOption, OptionValue } from '../field/field';

/**
 * The list of a Select or a Combobox, whose owner keeps focus and points at the active option
 * (aria-activedescendant): the active option is scrolled into view while the list is shown, hovering an option makes
 * it active, and clicking it chooses it.
 */
export function useListbox<V extends OptionValue>(
  id: string,
  options: readonly ChoiceOption<V>[],
  shown: boolean,
  choose: (index: number) => void,
) {
  // New options (compared by content: parents often pass a fresh array each render), or a list hidden and shown
  // again: nothing is active until the buyer moves into the list, so an arrow enters it at its end. The active
  // option is kept with the options it belongs to.
  const optionsKey = options.map((option) => String(option.value)).join('\u0000');
  const [activeIn, setActiveIn] = useState({ options: optionsKey, index: -1 });
  const active = shown && activeIn.options === optionsKey ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ options: optionsKey, index });
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (shown && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, active, id]);

  const renderOptions = (selected: V | null | undefined) =>
    options.map((option, index) => (
      <li
        key={String(option.value)}
        id={optionId(index)}
        role="option"
        aria-selected={option.value === selected}
        aria-disabled={option.disabled || undefined}
        className={index === active ? 'gc-listbox__option is-active' : 'gc-listbox__option'}
        // Keep focus where it is, so the click below lands before the blur closes the list.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => !option.disabled && active !== index && setActive(index)}
        onClick={() => choose(index)}
      >
        {option.label}
      </li>
    ));

  return { listId: `${id}-list`, optionId, active, setActive, renderOptions };
}
