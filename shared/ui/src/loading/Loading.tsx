import { useEffect, useState } from 'react';
import { MIN_LOADING_DISPLAY_MS } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';

/**
 * True while active, and once shown, for at least minMs in all (rules §9: "minimum display delay for fetching
 * 200 ms"), so a quick answer does not make the indicator flash on and off.
 */
export function useMinimumDisplay(active: boolean, minMs: number = MIN_LOADING_DISPLAY_MS): boolean {
  // Whether the minimum time since the indicator was last shown has passed; it starts when `active` turns true.
  const [minimumOver, setMinimumOver] = useState(!active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    // React's way to adjust state to a changed prop while rendering, before anything is shown.
    setWasActive(active);
    if (active) setMinimumOver(false);
  }

  useEffect(() => {
    if (minimumOver) return undefined;
    const timer = setTimeout(() => setMinimumOver(true), minMs);
    return () => clearTimeout(timer);
  }, [minimumOver, minMs]);

  return active || !minimumOver;
}

export interface LoadingProps {
  /** Whether something is loading; true when absent (a Suspense fallback is shown only while loading). */
  active?: boolean;
  /** The common 'loading' text when absent. */
  label?: string;
  className?: string;
}

/**
 * A spinner and text in a status region. The region stays in place (and keeps its height) when idle, so the
 * page does not jump and screen readers hear the change; once shown it stays at least MIN_LOADING_DISPLAY_MS.
 */
export function Loading({ active = true, label, className }: LoadingProps) {
  const { t } = useTranslation('common');
  const visible = useMinimumDisplay(active);
  return (
    <div role="status" className={['gc-loading', className].filter(Boolean).join(' ')} aria-busy={visible || undefined}>
      {visible ? (
        <>
          <span className="gc-spinner" aria-hidden="true" />
          <span className="gc-loading__label">{label ?? t('loading')}</span>
        </>
      ) : null}
    </div>
  );
}
