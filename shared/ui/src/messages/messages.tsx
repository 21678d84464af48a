import type { ReactNode } from 'react';

export interface ErrorMessageProps {
  /** Plain text only: insurer messages pass through here, so markup is never interpreted. */
  children?: string | null;
  className?: string;
}

/** A failure the buyer must notice: announced at once (role=alert). Nothing is rendered without a text. */
export function ErrorMessage({ children, className }: ErrorMessageProps) {
  if (!children) return null;
  return (
    <p role="alert" className={['gc-error-message', className].filter(Boolean).join(' ')}>
      {children}
    </p>
  );
}

export interface NoticeProps {
  tone?: 'info' | 'warning';
  children: ReactNode;
  className?: string;
}

/** Information for the buyer that is not a failure (instalment rules, underwriting notice); read politely. */
export function Notice({ tone = 'info', children, className }: NoticeProps) {
  return (
    <div role="status" className={['gc-notice', `gc-notice--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
