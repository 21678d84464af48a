import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import type { ResultRecord } from '../result/resultRecord';
import { useLocale, useSignDeadline } from '@greencard/step';
import { PageColumn } from '../common/PageColumn';
import { PageHeading } from '../common/PageHeading';
import { StartAgainLink } from '../common/StartAgainLink';
import { StatusPanel } from '../common/StatusPanel';
import { StepLink } from '../common/StepLink';
import { OUTCOME_STATUS, settledOutcome } from '../outcome/outcome';
import { usePaymentUsed } from '../outcome/usePaymentUsed';
import { useResultRecord } from '../result/useResultRecord';
import { canTryAgain } from '../routing/journeyGate';
import { SupportContacts } from './SupportContacts';
import { usePayByCard } from './usePayByCard';

/**
 * /fail: the contract is not paid. It says why in the buyer's terms (a card that did not go through, or the bank
 * declining the instalments), offers the next try while one is possible, and the support contacts.
 */
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
  const outcome = settledOutcome(false, usePaymentUsed(record.contractId).method);
  const declinedByBank = outcome === 'bankDeclined';
  const payByCard = usePayByCard(record.contractId);

  return (
    <PageColumn kind="fail">
      <PageHeading>{t('fail.heading')}</PageHeading>
      <StatusPanel tone="failed" status={t(OUTCOME_STATUS[outcome])}>
        <p>{t(declinedByBank ? 'fail.bankDeclined' : 'fail.text', { number: record.number })}</p>
      </StatusPanel>
      {retry ? (
        <p className="payment-actions">
          <StepLink
            to="/payment"
            locale={locale}
            className="gc-button gc-button--primary"
            onFollow={declinedByBank ? payByCard : undefined}
          >
            {t(declinedByBank ? 'fail.payByCard' : 'fail.tryAgain')}
          </StepLink>
        </p>
      ) : (
        <>
          <p>{t('fail.cannotRetry')}</p>
          <p className="payment-actions">
            <StartAgainLink locale={locale} className="gc-button gc-button--primary">
              {t('startAgain')}
            </StartAgainLink>
          </p>
        </>
      )}
      <SupportContacts />
    </PageColumn>
  );
}
