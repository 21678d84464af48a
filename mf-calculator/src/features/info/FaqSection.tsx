import { lazy, Suspense } from 'react';
import { useTranslation } from '@greencard/i18n';
import { Container, Loading } from '@greencard/ui';

// The answers are long texts in two languages: their own chunk, fetched right after the page is shown, keeps them out
// of the first one. The section and its heading render at once, so the header's #faq link always has a target.
const FaqAnswers = lazy(() => import(/* webpackChunkName: "faq" */ './FaqAnswers'));

export function FaqSection() {
  const { t } = useTranslation('calculator');
  return (
    <section id="faq" className="calc-section calc-faq" aria-labelledby="faq-title">
      <Container>
        <h2 id="faq-title">{t('faq.title')}</h2>
        <Suspense fallback={<Loading label={t('faq.loading')} />}>
          <FaqAnswers />
        </Suspense>
      </Container>
    </section>
  );
}
