// The FAQ's own chunk: it brings its texts (namespace calculatorFaq) and adds them to the shared i18n instance.
import { useState } from 'react';
import { addTranslations, useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { faqEn } from '../../i18n/faq.en';
import { faqUk } from '../../i18n/faq.uk';
import { infoParams } from './infoParams';

export const FAQ_NS = 'calculatorFaq';
const QUESTIONS = Object.keys(faqUk) as (keyof typeof faqUk)[];

export default function FaqAnswers() {
  const { i18n } = useTranslation();
  // Added before the first render that reads them, once per i18n instance.
  useState(() => {
    if (!i18n.hasResourceBundle('uk', FAQ_NS)) addTranslations(i18n, FAQ_NS, { uk: faqUk, en: faqEn });
    return true;
  });
  const { t } = useTranslation(FAQ_NS);
  const params = infoParams(useLocale());
  return (
    <div className="calc-faq__items">
      {QUESTIONS.map((key) => (
        <details key={key} className="calc-faq__item">
          <summary className="calc-faq__question">{t(`${key}.question`)}</summary>
          <p>{t(`${key}.answer`, params)}</p>
        </details>
      ))}
    </div>
  );
}
