import { lazyTexts } from '@greencard/i18n';

/** The FAQ's own namespace: long answers, fetched with the FAQ's chunk in the page's language only. */
export const FAQ_NS = 'calculatorFaq';

/** The questions, in the order shown; each language's texts have exactly these (i18n.test.ts). */
export const FAQ_QUESTIONS = ['cover', 'zones', 'start', 'delivery', 'payment', 'points', 'price', 'who'] as const;

export type FaqQuestion = (typeof FAQ_QUESTIONS)[number];

export const faqTexts = lazyTexts({ uk: () => import('../../i18n/faq.uk'), en: () => import('../../i18n/faq.en') });
