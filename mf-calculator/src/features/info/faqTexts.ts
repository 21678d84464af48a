import { lazyTexts } from '@greencard/i18n';

/** The FAQ's own namespace: long answers, a chunk per language, fetched after the page is shown (FaqSection). */
export const FAQ_NS = 'calculatorFaq';

/** The questions, in the order shown; each language's texts have exactly these (i18n.test.ts). */
export const FAQ_QUESTIONS = ['cover', 'zones', 'start', 'delivery', 'payment', 'points', 'price', 'who'] as const;

export const faqTexts = lazyTexts({ uk: () => import('../../i18n/faq.uk'), en: () => import('../../i18n/faq.en') });
