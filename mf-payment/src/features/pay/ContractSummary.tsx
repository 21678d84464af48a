import { useTranslation } from '@greencard/i18n';
import { Price } from '@greencard/ui';
import type { ContractToPay } from './contractToPay';

/** The contract number and the money: the premium, what the points covered and what is left to pay. */
export function ContractSummary({ contract }: { contract: ContractToPay }) {
  const { t } = useTranslation('payment');
  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t('summary.title')}</h2>
      <dl className="payment-facts">
        <dt>{t('summary.contractNumber')}</dt>
        <dd>{contract.number}</dd>
        <dt>{t('summary.premium')}</dt>
        <dd>
          <Price amount={contract.premium} />
        </dd>
        {contract.pointsUsed > 0 ? (
          <>
            <dt>{t('summary.pointsUsed')}</dt>
            <dd>
              <Price amount={contract.pointsUsed} />
            </dd>
          </>
        ) : null}
        <dt>{t('summary.amountToPay')}</dt>
        <dd>
          <strong>
            <Price amount={contract.amountToPay} />
          </strong>
        </dd>
      </dl>
    </section>
  );
}
