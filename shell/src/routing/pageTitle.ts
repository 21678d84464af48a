import type { Locale } from '@greencard/domain';
import type { PageRoute } from './routeTable';

/**
 * The 404 page's title in every language: like a step's titles in its routes.json, a title is route data, wanted for
 * the other language's address too, and so not part of the texts the page loads only in its own language.
 */
const NOT_FOUND_TITLE: Readonly<Record<Locale, string>> = { uk: 'Сторінку не знайдено', en: 'Page not found' };

/** The document title of a page: the route's own, with the company name in place; the 404 title for none. */
export function pageTitle(route: PageRoute | null, locale: Locale, company: string): string {
  // split and join: a "$&" in a company's name is text, not a replacement pattern.
  return route ? route.title[locale].split('{{company}}').join(company) : NOT_FOUND_TITLE[locale];
}
