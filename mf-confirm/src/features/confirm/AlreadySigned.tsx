import { navigateToNextStep, useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Button } from '@greencard/ui';

/**
 * A buyer back on /confirm after signing (a reload, an old tab or bookmark): no second code, just the way on, which
 * takes this page's place in history as the move after a confirmed code does.
 */
export function AlreadySigned() {
  const { t } = useTranslation('confirm');
  const locale = useLocale();
  return (
    <div className="confirm__signed">
      <p>{t('signed.text')}</p>
      <Button onClick={() => navigateToNextStep('confirm', locale, { replace: true })}>{t('signed.continue')}</Button>
    </div>
  );
}
