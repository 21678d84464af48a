import type { ReactNode } from 'react';

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
