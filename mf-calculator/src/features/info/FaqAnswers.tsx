// The FAQ's questions and answers. Its texts (namespace calculatorFaq) are in before it renders (FaqSection).
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { FAQ_NS, FAQ_QUESTIONS } from './faqTexts';
import { infoParams } from './infoParams';

export function FaqAnswers() {
  const { t } = useTranslation(FAQ_NS);
  const params = infoParams(useLocale());
  return (
    <div className="calc-faq__items">
      {FAQ_QUESTIONS.map((key) => (
        <details key={key} className="calc-faq__item">
          <summary className="calc-faq__question">{t(`${key}.question`)}</summary>
          <p>{t(`${key}.answer`, params)}</p>
        </details>
      ))}
    </div>
  );
}
