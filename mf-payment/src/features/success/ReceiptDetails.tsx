import type { Receipt } from './receiptCall';
import { formatDate } from '@greencard/domain';
import { useTranslation } from '@greencard/i18n';
import { Price } from '@greencard/ui';
import { formatKyivDateTime } from './formatKyivDateTime';

/**
 * The policy and the payment as the insurer records them (GET /order/ewaShow). With instalments the amount came
 * from the bank's loan, so it is not called the buyer's online payment.
 */
export function ReceiptDetails({ receipt, byBank = false }: { receipt: Receipt; byBank?: boolean }) {
  const { t } = useTranslation('payment');
  return (
    <dl className="payment-facts payment-facts--receipt">
      {receipt.policy ? (
        <>
          <dt>{t('success.policyNumber')}</dt>
          <dd>{receipt.policy.number}</dd>
          <dt>{t('success.validity')}</dt>
          <dd>
            {t('success.validityRange', {
              from: formatDate(receipt.policy.validFrom),
              to: formatDate(receipt.policy.validTo),
            })}
          </dd>
        </>
      ) : null}
      <dt>{t('summary.premium')}</dt>
      <dd>
        <Price amount={receipt.premium} />
      </dd>
      {receipt.paidByPoints > 0 ? (
        <>
          <dt>{t('summary.pointsUsed')}</dt>
          <dd>
            <Price amount={receipt.paidByPoints} />
          </dd>
        </>
      ) : null}
      <dt>{t(byBank ? 'success.paidByBank' : 'success.paidOnline')}</dt>
      <dd>
        <Price amount={receipt.paidOnline} />
      </dd>
      {receipt.payedAt ? (
        <>
          <dt>{t(byBank ? 'success.bankPaidAt' : 'success.payedAt')}</dt>
          <dd>{formatKyivDateTime(receipt.payedAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}
