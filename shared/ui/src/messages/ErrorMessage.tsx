export interface ErrorMessageProps {
  /** Plain text only: insurer messages pass through here, so markup is never interpreted. */
  children?: string | null;
  id?: string;
  className?: string;
}

/** A failure the buyer must notice: announced at once (role=alert). Nothing is rendered without a text. */
export function ErrorMessage({ children, id, className }: ErrorMessageProps) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={['gc-error-message', className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}
