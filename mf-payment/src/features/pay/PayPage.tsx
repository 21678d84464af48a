import { useEffect } from 'react';
import { useTranslation } from '@greencard/i18n';
import { selectJourney, useShopSelector } from '@greencard/store';
import { redirectToStart, useLocale } from '@greencard/step';
import { Notice } from '@greencard/ui';
import { PageColumn } from '../common/PageColumn';
import { PageHeading } from '../common/PageHeading';
import { StepLink } from '../common/StepLink';
import { missingForPayment } from '../routing/journeyGate';
import { ContractSummary } from './ContractSummary';
import { contractToPay } from './contractToPay';
import { PayForm } from './PayForm';

/** /payment: a signed contract is paid here; a buyer without one goes back to the start with the reason. */
export function PayPage() {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const journey = useShopSelector(selectJourney);
  const missing = missingForPayment(journey);
  const contract = contractToPay(journey);

  useEffect(() => {
    if (missing) redirectToStart(missing, locale);
  }, [missing, locale]);

  if (!contract) return null;

  return (
    <PageColumn kind="pay">
      <PageHeading>{t('pay.heading')}</PageHeading>
      {/* The contract beside the choice on wide screens, above it on phones. */}
      <div className="payment-pay">
        <ContractSummary contract={contract} />
        <div className="payment-pay__main">
          {journey.paid ? (
            <Notice>
              {t('pay.alreadyPaid')}{' '}
              <StepLink to="/paySuccess" locale={locale}>
                {t('pay.toResult')}
              </StepLink>
            </Notice>
          ) : (
            <PayForm contract={contract} />
          )}
        </div>
      </div>
    </PageColumn>
  );
}
