import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { PageHeading } from '../common/PageHeading';
import { StepLink } from '../common/StepLink';
import { useResultRecord } from './useResultRecord';

/** /paySuccess: 'The contract is paid' or 'Could not be paid' (spec 8), then on to /success or /fail. */
export function PayResultPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const record = useResultRecord('result');
  if (!record) return null;
  return (
    <section className="payment payment--result">
      <PageHeading>{t(record.payed ? 'common:payment.paid' : 'common:payment.notPaid')}</PageHeading>
      <p>{t('result.contract', { number: record.number })}</p>
      <StepLink to={record.payed ? '/success' : '/fail'} locale={locale} className="gc-button gc-button--primary">
        {t('result.continue')}
      </StepLink>
    </section>
  );
}
