import { useTranslation } from '@greencard/i18n';
import { useShopConfig } from '@greencard/step';

/** tel: takes digits and a leading plus only; the number is shown as the insurer writes it. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The insurer's support email and phones as links that open mail or dial. Each kind of contact is one row of the
 * list (a label, then every value of that kind), so a second phone stays beside the first instead of falling
 * under the labels.
 */
export function SupportContacts() {
  const { t } = useTranslation('payment');
  const { company } = useShopConfig();
  return (
    <section className="payment-support" aria-labelledby="payment-support-title">
      <p id="payment-support-title" className="payment-support__title">
        {t('fail.support')}
      </p>
      <dl className="payment-support__list">
        {company.supportEmail ? (
          <div className="payment-support__row">
            <dt>{t('fail.email')}</dt>
            <dd>
              <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
            </dd>
          </div>
        ) : null}
        {company.supportPhones.length > 0 ? (
          <div className="payment-support__row">
            <dt>{t('fail.phone')}</dt>
            {company.supportPhones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
          </div>
        ) : null}
      </dl>
    </section>
  );
}
