import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@greencard/domain';
import { localizePath, navigate } from '@greencard/i18n';
import type { CompanyInfo } from '@greencard/step';
import { LanguageSwitch } from './LanguageSwitch';

interface Props {
  company: CompanyInfo;
  locale: Locale;
  pathname: string;
}

/** Logo home, the shop's sections, the sister products and the language switch; a hamburger on small screens. */
export function Header({ company, locale, pathname }: Props) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const home = localizePath('/', locale);
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(href);
  };
  const sectionLink = (anchor: string) => `${home}#${anchor}`;
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-header__logo" href={home} onClick={go(home)}>
          <img src={`/api/company/logo/${company.id}`} alt="" width={40} height={40} />
          <span>{company.name}</span>
        </a>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="hamburger" />
          <span className="visually-hidden">{open ? t('shell.menuClose') : t('shell.menuOpen')}</span>
        </button>
        <nav id={menuId} className={`site-header__nav${open ? ' is-open' : ''}`} aria-label={t('shell.navigation')}>
          <ul>
            <li>
              <a href={home} onClick={go(home)} aria-current={pathname === home ? 'page' : undefined}>
                {t('shell.nav.greenCard')}
              </a>
            </li>
            {company.platform?.url && (
              <li>
                <a href={company.platform.url} rel="noopener">
                  {t('shell.nav.osago')}
                </a>
              </li>
            )}
            <li>
              <a href={sectionLink('payment-info')} onClick={() => setOpen(false)}>
                {t('shell.nav.payment')}
              </a>
            </li>
            <li>
              <a href={sectionLink('faq')} onClick={() => setOpen(false)}>
                {t('shell.nav.faq')}
              </a>
            </li>
          </ul>
          <LanguageSwitch pathname={pathname} locale={locale} />
        </nav>
      </div>
    </header>
  );
}
