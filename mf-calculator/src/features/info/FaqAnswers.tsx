// The FAQ's own chunk. Its texts (namespace calculatorFaq) are in before it renders: FaqSection loads both together.
import { useTranslation } from '@greencard/i18n';
import { useLocale } from '@greencard/step';
import { FAQ_NS, FAQ_QUESTIONS } from './faqTexts';
import { infoParams } from './infoParams';

export default function FaqAnswers() {
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
