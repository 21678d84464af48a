import { useTranslation } from '@greencard/i18n';
import type { CompanyInfo } from '@greencard/step';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Copyright with the year, support contacts as tel:/mailto: links, the chat links and the platform credit. */
export function Footer({ company, year }: { company: CompanyInfo; year: number }) {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <p>{t('shell.footer.copyright', { year, company: company.name })}</p>
        <address className="site-footer__contacts">
          <span className="site-footer__label">{t('shell.footer.support')}</span>
          {company.supportPhones.map((phone) => (
            <a key={phone} href={telHref(phone)}>
              {phone}
            </a>
          ))}
          {company.supportEmail && <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>}
        </address>
        <div className="site-footer__chats">
          <span className="site-footer__label">{t('shell.footer.chats')}</span>
          {company.chats.telegram && (
            <a href={company.chats.telegram} rel="noopener noreferrer" target="_blank">
              Telegram
            </a>
          )}
          {company.chats.viber && (
            <a href={company.chats.viber} rel="noopener noreferrer">
              Viber
            </a>
          )}
        </div>
        {company.platform && (
          <p className="site-footer__platform">
            {company.platform.url ? (
              <a href={company.platform.url} rel="noopener">
                {t('shell.footer.platform', { name: company.platform.name })}
              </a>
            ) : (
              t('shell.footer.platform', { name: company.platform.name })
            )}
          </p>
        )}
      </div>
    </footer>
  );
}
