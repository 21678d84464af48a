import { navigateToStep, useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { readStoredIds } from '@greencard/store';
import { Button } from '@greencard/ui';
import { stepAfterConfirm } from './nextStep';

/** A buyer back on /confirm after signing (the back button, a reload): no second code, just the way on. */
export function AlreadySigned() {
  const { t } = useTranslation('confirm');
  const locale = useLocale();
  return (
    <div className="confirm__signed">
      <p>{t('signed.text')}</p>
      <Button onClick={() => navigateToStep(stepAfterConfirm(readStoredIds()), locale)}>{t('signed.continue')}</Button>
    </div>
  );
}
