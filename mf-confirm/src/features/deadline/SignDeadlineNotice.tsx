import type { MouseEvent } from 'react';
import { signCutoffTime, START_DATE_MAX_DAYS_AHEAD } from '@greencard/domain';
import { localizePath, navigate, useTranslation } from '@greencard/i18n';
import { useLocale, type SignDeadline } from '@greencard/step';
import { journeyReset, useShopDispatch } from '@greencard/store';
import { Loading, Notice } from '@greencard/ui';

/**
 * The business copy: sign with the code and pay today, until the cut-off in Kyiv time. Past the cut-off (judged
 * by the server's clock) it says plainly that today is over and what to do instead.
 */
export function SignDeadlineNotice({ deadline }: { deadline: SignDeadline }) {
  const { t } = useTranslation(['confirm', 'common']);
  const locale = useLocale();
  const dispatch = useShopDispatch();
  const time = signCutoffTime();
  const home = localizePath('/', locale);
  // Today's contract can no longer be signed: the buyer starts over, and what they typed for it is forgotten.
  const startAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dispatch(journeyReset());
    navigate(home);
  };

  if (deadline.status === 'closed') {
    return (
      <Notice tone="warning" className="confirm__deadline confirm__deadline--closed">
        <h2 className="confirm__deadline-title">{t('deadline.closedTitle')}</h2>
        <p>{t('common:signClosed.closed', { time })}</p>
        <p>{t('common:signClosed.whatToDo', { maxDays: START_DATE_MAX_DAYS_AHEAD })}</p>
        <p>
          <a href={home} onClick={startAgain}>
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
      <Loading active={deadline.status === 'checking'} label={t('deadline.checking')} className="confirm__checking" />
    </div>
  );
}
