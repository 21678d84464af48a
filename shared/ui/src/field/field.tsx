import { useId, type FocusEvent, type ReactNode } from 'react';

/** One choice of a Select, Combobox or RadioGroup: the value and its text in the buyer's language. */
export interface ChoiceOption<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export type OptionValue = string | number;

/** What a labelled control that is not a native input (Select, Combobox, RadioGroup) takes beside its value. */
export interface FieldProps {
  label: ReactNode;
  disabled?: boolean;
  error?: string;
  name?: string;
  required?: boolean;
  /** Called when focus leaves the whole control, not when it moves inside it. */
  onBlur?: () => void;
  onFocus?: () => void;
}

export interface FieldIds {
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** The ids that tie a control to its label, hint and error (a given id wins, for links from elsewhere). */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, labelId: `${base}-label`, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-invalid, and aria-describedby for what is shown: the hint when there is one, the error when there is one. */
export function fieldAria(ids: FieldIds, error: string | undefined, hint?: unknown) {
  const parts = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  const describedBy = parts.length > 0 ? parts.join(' ') : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/**
 * The focus handlers of a widget of several parts (button and list, radios): onFocus when focus comes in from outside,
 * onBlur when it leaves the whole widget, not when it moves between its parts.
 */
export function focusWithin(onFocus?: () => void, onBlur?: () => void) {
  const fromOutside = (event: FocusEvent) => !event.currentTarget.contains(event.relatedTarget);
  return {
    onFocus: (event: FocusEvent) => fromOutside(event) && onFocus?.(),
    onBlur: (event: FocusEvent) => fromOutside(event) && onBlur?.(),
  };
}

interface Props {
  ids: FieldIds;
  hint?: ReactNode;
  error?: string;
}

/**
 * The hint and the error under a control. The error line is always there (empty when valid), so an error that
 * appears does not push the rest of the form down. The error is plain text, never markup.
 */
export function FieldMessages({ ids, hint, error }: Props) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="gc-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={ids.errorId} className="gc-field__error">
        {error ?? ''}
      </p>
    </>
  );
}
