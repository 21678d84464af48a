import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { Container } from '@greencard/ui';
import { infoParams } from './infoParams';

/** How the policy is paid: the header's "Payment" link lands here (#payment-info). */
export function PaymentInfo() {
  const { t } = useTranslation('calculator');
  const params = infoParams(useLocale());
  return (
    <section id="payment-info" className="calc-section calc-info" aria-labelledby="payment-info-title">
      <Container>
        <h2 id="payment-info-title">{t('payment.title')}</h2>
        <ul className="calc-info__list">
          <li>{t('payment.card')}</li>
          <li>{t('payment.instalments', params)}</li>
          <li>{t('payment.points', params)}</li>
          <li>{t('payment.deadline', params)}</li>
        </ul>
      </Container>
    </section>
  );
}
