import { useId } from 'react';

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

/** aria-describedby for what is shown: the hint when there is one, the error when there is one. */
export function describedBy(ids: FieldIds, hint: unknown, error: string | undefined): string | undefined {
  const parts = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
