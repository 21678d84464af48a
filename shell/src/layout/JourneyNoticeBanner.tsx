import { useEffect, useState } from 'react';
import { useTranslation } from '@greencard/i18n';
import { Notice } from '@greencard/ui';
import { takeJourneyNotice, type JourneyNotice } from '@greencard/step';

/** Explains why the buyer was sent back to the start (a step opened without what it needs). */
export function JourneyNoticeBanner({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const [notice, setNotice] = useState<JourneyNotice | null>(null);
  useEffect(() => {
    const next = takeJourneyNotice();
    if (next) setNotice(next);
    else setNotice((current) => (current && pathname !== '/' && pathname !== '/en' ? null : current));
  }, [pathname]);
  // The region is on the page before its notice: a live region that arrives with its text is not reliably read out,
  // and the focus then moves on to the heading after it, so a screen reader would never meet the reason.
  return (
    <div className="container journey-notice" aria-live="polite">
      {notice ? <Notice>{t(`notices.${notice}`)}</Notice> : null}
    </div>
  );
}
