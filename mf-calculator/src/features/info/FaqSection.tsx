import { lazy, Suspense, useState } from 'react';
import { addTranslations, useTranslation, type i18n } from '@greencard/i18n';
import { Container, Loading } from '@greencard/ui';
import { FAQ_NS, faqTexts } from './faqTexts';

// The answers are long texts: their component and their texts in the page's language are chunks of their own,
// fetched together right after the page is shown, which keeps them out of the first one. The section and its heading
// render at once, so the header's #faq link always has a target.
const loadFaqAnswers = (instance: i18n) =>
  Promise.all([import(/* webpackChunkName: "faq" */ './FaqAnswers'), addTranslations(instance, FAQ_NS, faqTexts)]).then(
    ([answers]) => answers,
  );

export function FaqSection() {
  const { t, i18n } = useTranslation('calculator');
  // One lazy component per page (per i18n instance): it is ready only once the texts it shows are in.
  const [FaqAnswers] = useState(() => lazy(() => loadFaqAnswers(i18n)));
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
