import { useId, useState } from 'react';
import { useTranslation, localizePath, navigate } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';
import type { CompanyInfo } from '@greencard/step';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The insurer's logo is a 160x48 wordmark (docs/insurer-settings.md). Its box is reserved at that aspect ratio,
 * scaled to the header's height by the stylesheet, so the header does not move when the image arrives. It is loaded
 * lazily, so only once the page has been laid out: an SVG that arrived before the first frame was built into a
 * document of its own then, its text's fonts looked up, on the main thread, and the first paint waited for it
 * (docs/performance.md, "First paint against the HTML's arrival").
 */
const LOGO_SIZE = { width: 160, height: 48 } as const;

interface Props {
  company: CompanyInfo;
  locale: Locale;
  pathname: string;
}

/**
 * Logo home, the shop's sections, the sister product and the language switch; a hamburger on small screens. The
 * wordmark shows the company's name, so the name is its text alternative rather than a second label beside it.
 */
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
  const close = () => setOpen(false);
  const osagoUrl = company.osagoUrl?.[locale];
  // The shop's own links move within the page; the sister product's is another site.
  const links: { href: string; text: string; onClick?: (event: React.MouseEvent) => void; current?: boolean }[] = [
    { href: home, text: t('shell.nav.greenCard'), onClick: go(home), current: pathname === home },
    ...(osagoUrl ? [{ href: osagoUrl, text: t('shell.nav.osago') }] : []),
    { href: `${home}#payment-info`, text: t('shell.nav.payment'), onClick: close },
    { href: `${home}#faq`, text: t('shell.nav.faq'), onClick: close },
  ];
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <a className="site-header__logo" href={home} onClick={go(home)}>
          <img
            src={`/api/company/logo/${company.id}`}
            loading="lazy"
            alt={company.name}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
          />
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
            {links.map(({ href, text, onClick, current }) => (
              <li key={href}>
                <a href={href} onClick={onClick} aria-current={current ? 'page' : undefined}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
          <LanguageSwitch pathname={pathname} locale={locale} />
        </nav>
      </div>
    </header>
  );
}
