import { useTranslation, localizePath, navigate } from '@greencard/i18n';
import type { Locale } from '@greencard/domain';

/** The error page of rules §2: the status message, and for 404 a link back home. */
export function ErrorPage({ status, locale }: { status: number; locale: Locale }) {
  const { t } = useTranslation('common');
  const home = localizePath('/', locale);
  return (
    <section className="container error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{status === 404 ? t('notFound') : t('errors.serverError')}</h1>
      {status === 404 && (
        <a
          href={home}
          onClick={(event) => {
            event.preventDefault();
            navigate(home);
          }}
        >
          {t('shell.backHome')}
        </a>
      )}
    </section>
  );
}
