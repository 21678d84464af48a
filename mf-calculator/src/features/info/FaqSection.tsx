import { lazy, Suspense, useState } from 'react';
import { addTranslations, useTranslation, type i18n } from '@greencard/i18n';
import { Container, Loading } from '@greencard/ui';
import { FaqAnswers } from './FaqAnswers';
import { FAQ_NS, faqTexts } from './faqTexts';

// The answers are long texts: in the page's language, a chunk of their own fetched right after the page is shown,
// which keeps them out of the first one. The section and its heading render at once, so the header's #faq link always
// has a target.
const loadFaqAnswers = (instance: i18n) =>
  addTranslations(instance, FAQ_NS, faqTexts).then(() => ({ default: FaqAnswers }));

export function FaqSection() {
  const { t, i18n } = useTranslation('calculator');
  // One lazy component per page (per i18n instance): it is ready once the texts it shows are in.
  const [Answers] = useState(() => lazy(() => loadFaqAnswers(i18n)));
  return (
    <section id="faq" className="calc-section calc-faq" aria-labelledby="faq-title">
      <Container>
        <h2 id="faq-title">{t('faq.title')}</h2>
        <Suspense fallback={<Loading label={t('faq.loading')} />}>
          <Answers />
        </Suspense>
      </Container>
    </section>
  );
}
