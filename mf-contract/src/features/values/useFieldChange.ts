import { useEffect, useEffectEvent, useRef } from 'react';
import { useField } from 'react-final-form';

/**
 * Calls onChange after a field's value changes (not for the value it starts with, so a form restored from its
 * snapshot is left as it was). Used for the rules that tie fields together.
 */
export function useFieldChange<V>(name: string, onChange: (next: V, previous: V) => void): void {
  const { input } = useField<V>(name, { subscription: { value: true } });
  const previous = useRef<V>(input.value);
  // The newest handler when the value changes; a new function on a render is not a change.
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    if (Object.is(previous.current, input.value)) return;
    const before = previous.current;
    previous.current = input.value;
    changed(input.value, before);
  }, [input.value]);
}
