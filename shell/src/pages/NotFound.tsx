import { useTranslation, localizePath, navigate } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';

/** The page for an address that is no page of the shop (rules §2): the status, its message and a link back home. */
export function ErrorPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const home = localizePath('/', locale);
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__status">404</p>
      <h1 id="error-title">{t('notFound')}</h1>
      <a
        href={home}
        onClick={(event) => {
          event.preventDefault();
          navigate(home);
        }}
      >
        {t('shell.backHome')}
      </a>
    </section>
  );
}
