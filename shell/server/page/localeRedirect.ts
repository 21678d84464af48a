import { DEFAULT_LOCALE, type Locale } from '@greencard/domain';
import { localeFromPath, localizePath, parseLocaleCookie } from '@greencard/i18n';

/**
 * Where an address without a language prefix goes for a buyer who chose another language (the locale cookie the
 * language switch writes): `/contract` becomes `/en/contract`, query kept. A prefixed address is always served as
 * it is, so a shared /en link opens in English whatever the cookie says.
 */
export function localeRedirect(pathAndQuery: string, cookieHeader: string | undefined): string | undefined {
  const chosen: Locale | undefined = parseLocaleCookie(cookieHeader);
  if (!chosen || chosen === DEFAULT_LOCALE) return undefined;
  if (localeFromPath(pathAndQuery) !== DEFAULT_LOCALE) return undefined;
  return localizePath(pathAndQuery, chosen);
}
