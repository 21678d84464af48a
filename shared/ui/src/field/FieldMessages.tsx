import type { ReactNode } from 'react';
import type { FieldIds } from './fieldIds';

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
