import type { MouseEvent } from 'react';
import { START_DATE_MAX_DAYS_AHEAD } from '@greencard/domain';
import { localizePath, navigate, useTranslation } from '@greencard/i18n';
import { useLocale, type SignDeadline } from '@greencard/step';
import { Loading, Notice } from '@greencard/ui';
import { cutoffTime } from './cutoffTime';

/**
 * The business copy (spec 1): sign with the code and pay today, until the cut-off in Kyiv time. Past the cut-off
 * (judged by the server's clock) it says plainly that today is over and what to do instead.
 */
export function SignDeadlineNotice({ deadline }: { deadline: SignDeadline }) {
  const { t } = useTranslation('confirm');
  const locale = useLocale();
  const time = cutoffTime();
  const home = localizePath('/', locale);
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(home);
  };

  if (deadline.status === 'closed') {
    return (
      <Notice tone="warning" className="confirm__deadline confirm__deadline--closed">
        <h2 className="confirm__deadline-title">{t('deadline.closedTitle')}</h2>
        <p>{t('deadline.closed', { time })}</p>
        <p>{t('deadline.whatToDo', { maxDays: START_DATE_MAX_DAYS_AHEAD })}</p>
        <p>
          <a href={home} onClick={goHome}>
            {t('deadline.startAgain')}
          </a>
        </p>
      </Notice>
    );
  }
  return (
    <div className="confirm__deadline">
      <p>
        {t('deadline.rule')} {t('deadline.until', { time })}
      </p>
      <Loading active={deadline.status === 'checking'} label={t('deadline.checking')} inline />
    </div>
  );
}
