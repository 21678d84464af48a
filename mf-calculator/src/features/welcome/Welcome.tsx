import { useTranslation } from '@greencard/i18n';
import { Container } from '@greencard/ui';
import { focusLinkTarget } from './focusLinkTarget';

/**
 * The welcome screen: the page's one h1 and its largest element above the fold, so it is its LCP. It is plain text
 * in the system font with a fixed size: nothing to download and nothing that moves it when the rest arrives.
 */
export function Welcome() {
  const { t } = useTranslation('calculator');
  return (
    <section className="calc-welcome" aria-labelledby="welcome-title">
      <Container>
        <h1 id="welcome-title" className="calc-welcome__title">
          {t('welcome.title')}
        </h1>
        <p className="calc-welcome__lead">{t('welcome.lead')}</p>
        <ul className="calc-welcome__points">
          <li>{t('welcome.points.online')}</li>
          <li>{t('welcome.points.police')}</li>
          <li>{t('welcome.points.payment')}</li>
        </ul>
        <a className="gc-button gc-button--secondary" href="#calculator" onClick={focusLinkTarget}>
          {t('welcome.cta')}
        </a>
      </Container>
    </section>
  );
}
