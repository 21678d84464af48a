import { useTranslation } from '@greencard/i18n';
import { useShopConfig } from '@greencard/step';

/** tel: takes digits and a leading plus only; the number is shown as the insurer writes it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The insurer's support email and phones (DECISIONS 8) as links that open mail or dial. */
export function SupportContacts() {
  const { t } = useTranslation('payment');
  const { company } = useShopConfig();
  return (
    <section className="payment-support" aria-labelledby="payment-support-title">
      <p id="payment-support-title">{t('fail.support')}</p>
      <dl>
        {company.supportEmail ? (
          <>
            <dt>{t('fail.email')}</dt>
            <dd>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </dd>
          </>
        ) : null}
        {company.supportPhones.length > 0 ? (
          <>
            <dt>{t('fail.phone')}</dt>
            {company.supportPhones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
          </>
        ) : null}
      </dl>
    </section>
  );
}
