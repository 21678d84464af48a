// Localized routes (rules §2): Ukrainian paths carry no prefix, English ones start with /en. Paths may carry a
// query and a hash; they are kept as they are.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@greencard/domain';

/** A path's pathname (with its leading slash) and what follows it: its query and hash. */
export function splitPath(path: string): { pathname: string; suffix: string } {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, suffix: at === -1 ? '' : path.slice(at) };
}

/** The locale whose prefix the path carries; Ukrainian when it carries none. */
function prefixLocale(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : undefined;
}

export function localeFromPath(path: string): Locale {
  return prefixLocale(splitPath(path).pathname) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix: '/en/contract' -> '/contract', '/en' -> '/'. */
export function stripLocale(path: string): string {
  const { pathname, suffix } = splitPath(path);
  const locale = prefixLocale(pathname);
  if (!locale) return pathname + suffix;
  return (pathname.slice(locale.length + 1) || '/') + suffix;
}

/** The path in a locale: ('/contract', 'en') -> '/en/contract', ('/', 'en') -> '/en'. Idempotent. */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocale(path);
  if (locale === DEFAULT_LOCALE) return bare;
  const { pathname, suffix } = splitPath(bare);
  return `/${locale}${pathname === '/' ? '' : pathname}${suffix}`;
}
