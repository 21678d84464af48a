import { useTranslation } from '@greencard/i18n';
import { Price } from '@greencard/ui';

export interface PointsSummaryProps {
  premium: number;
  balance: number;
  /** What may be redeemed on this contract. */
  redeemable: number;
  toWithdraw: number;
  additionalPayment: number;
}

/** The figures of rules §3 "Points state": balance, what may be redeemed, the withdrawal and what is left to pay. */
export function PointsSummary({ premium, balance, redeemable, toWithdraw, additionalPayment }: PointsSummaryProps) {
  const { t } = useTranslation('points');
  const rows: [string, number][] = [
    [t('summary.premium'), premium],
    [t('summary.balance'), balance],
    [t('summary.redeemable'), redeemable],
    [t('summary.toWithdraw'), toWithdraw],
    [t('summary.additionalPayment'), additionalPayment],
  ];
  return (
    <section className="points__summary" aria-label={t('summary.label')}>
      <dl>
        {rows.map(([label, amount]) => (
          <div className="points__summary-row" key={label}>
            <dt>{label}</dt>
            <dd>
              <Price amount={amount} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
