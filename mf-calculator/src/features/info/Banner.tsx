import { useTranslation } from '@greencard/i18n';
import { Container } from '@greencard/ui';

/** The closing banner: a reminder to buy ahead, back to the calculator. */
export function Banner() {
  const { t } = useTranslation('calculator');
  return (
    <section className="calc-section calc-banner" aria-labelledby="banner-title">
      <Container className="calc-banner__inner">
        <h2 id="banner-title">{t('banner.title')}</h2>
        <p>{t('banner.text')}</p>
        <a className="gc-button gc-button--primary" href="#calculator">
          {t('banner.action')}
        </a>
      </Container>
    </section>
  );
}
