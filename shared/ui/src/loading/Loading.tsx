import { useTranslation } from '@greencard/i18n';
import { useMinimumDisplay } from './useMinimumDisplay';

export interface LoadingProps {
  /** Whether something is loading; true when absent (a Suspense fallback is shown only while loading). */
  active?: boolean;
  /** The common 'loading' text when absent. */
  label?: string;
  /** In a line of text, without the reserved block height. */
  inline?: boolean;
  className?: string;
}

/**
 * A spinner and text in a status region. The region stays in place (and keeps its height) when idle, so the
 * page does not jump and screen readers hear the change; once shown it stays at least MIN_LOADING_DISPLAY_MS.
 */
export function Loading({ active = true, label, inline = false, className }: LoadingProps) {
  const { t } = useTranslation('common');
  const visible = useMinimumDisplay(active);
  return (
    <div
      role="status"
      className={['gc-loading', inline ? 'gc-loading--inline' : '', className].filter(Boolean).join(' ')}
      aria-busy={visible || undefined}
    >
      {visible ? (
        <>
          <span className="gc-spinner" aria-hidden="true" />
          <span className="gc-loading__label">{label ?? t('loading')}</span>
        </>
      ) : null}
    </div>
  );
}
