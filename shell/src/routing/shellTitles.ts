import type { Locale } from '@greencard/domain';

/**
 * The titles of the shell's own pages, in every language, beside the routes that carry them: like a step's titles
 * in its routes.json, a page's title is route data, wanted for the other language's address too, and so not part of
 * the texts the page loads only in its own language.
 */
export const SHELL_TITLES = {
  notFound: { uk: 'Сторінку не знайдено', en: 'Page not found' },
  ui: { uk: 'Елементи інтерфейсу', en: 'Interface widgets' },
} as const satisfies Record<string, Record<Locale, string>>;
