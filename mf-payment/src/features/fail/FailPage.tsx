import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector, type ResultRecord } from '@greencard/store';
import { useLocale, useSignDeadline } from '@greencard/step';
import { PageHeading } from '../common/PageHeading';
import { StartAgainLink } from '../common/StartAgainLink';
import { StepLink } from '../common/StepLink';
import { useResultRecord } from '../result/useResultRecord';
import { canTryAgain } from '../routing/journeyGate';
import { SupportContacts } from './SupportContacts';

/** /fail: the payment did not go through; the contract number, support contacts and, while possible, a new try. */
export function FailPage() {
  const record = useResultRecord('fail');
  return record ? <Failed record={record} /> : null;
}

function Failed({ record }: { record: ResultRecord }) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const journey = useShopSelector(selectJourney);
  const deadline = useSignDeadline();
  const retry = canTryAgain(journey, record, deadline.status === 'closed');

  return (
    <section className="payment payment--fail">
      <PageHeading>{t('common:titles.fail')}</PageHeading>
      <p>{t('fail.text', { number: record.number })}</p>
      <SupportContacts />
      {retry ? (
        <StepLink to="/payment" locale={locale} className="gc-button gc-button--primary">
          {t('fail.tryAgain')}
        </StepLink>
      ) : (
        <p>
          {t('fail.cannotRetry')}{' '}
          <StartAgainLink locale={locale}>{t('startAgain')}</StartAgainLink>
        </p>
      )}
    </section>
  );
}
