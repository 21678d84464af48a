import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from '@greencard/i18n';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  /** A request runs: the button says so, shows a spinner and cannot be pressed again. */
  busy?: boolean;
  /** What a screen reader hears while busy; the common 'loading' text when absent. */
  busyLabel?: string;
}

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      {...rest}
      type={type}
      className={['gc-button', `gc-button--${variant}`, busy ? 'is-busy' : '', className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      <span className="gc-button__label">{children}</span>
      {busy ? (
        <>
          <span className="gc-spinner gc-button__spinner" aria-hidden="true" />
          <span className="visually-hidden"> {busyLabel ?? t('loading')}</span>
        </>
      ) : null}
    </button>
  );
}
