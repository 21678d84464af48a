import type { Locale } from '@greencard/domain';
import { SHELL_TITLES, type PageRoute } from './routeTable';

/** The document title of a page: the route's own, with the company name in place; the 404 title for none. */
export function pageTitle(route: PageRoute | null, locale: Locale, company: string): string {
  // split and join: a "$&" in a company's name is text, not a replacement pattern.
  return route ? route.title[locale].split('{{company}}').join(company) : SHELL_TITLES.notFound[locale];
}
