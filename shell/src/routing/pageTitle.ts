import type { Locale } from '@greencard/domain';
import { commonEn, commonUk } from '@greencard/i18n';
import type { PageRoute } from './routeTable';

const NOT_FOUND: Record<Locale, string> = { uk: commonUk.titles.notFound, en: commonEn.titles.notFound };

/** The document title of a page: the route's own, with the company name in place; the 404 title for none. */
export function pageTitle(route: PageRoute | null, locale: Locale, company: string): string {
  // split and join: a "$&" in a company's name is text, not a replacement pattern.
  return route ? route.title[locale].split('{{company}}').join(company) : NOT_FOUND[locale];
}
