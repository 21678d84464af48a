import { useTranslation } from '@greencard/i18n';
import { Button, ErrorMessage } from '@greencard/ui';

/** The message and retry button shown in place of a step that failed (to load, or while rendering). */
export function StepFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className="step-failure" aria-labelledby="step-failure-title">
      <h1 id="step-failure-title">{t('remoteFailed.title')}</h1>
      <ErrorMessage>{t('remoteFailed.text')}</ErrorMessage>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </section>
  );
}
