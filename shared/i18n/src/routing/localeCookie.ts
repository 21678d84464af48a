// The chosen language kept in a cookie for LOCALE_COOKIE_DAYS (rules §3 "Global"). The shell server reads the
// same cookie from the request header, so parsing is a pure function of the header text.
import { LOCALE_COOKIE_DAYS, isLocale, type Locale } from '@greencard/domain';

const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_DAYS * 24 * 60 * 60;

/** The cookie string (for document.cookie, or a Set-Cookie header without Secure on plain http). */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The locale cookie's value: its first, where a Cookie header or document.cookie has it. */
const LOCALE_VALUE = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}\\s*=([^;]*)`);

/** The locale in a Cookie header / document.cookie, or undefined when absent or not a known locale. */
export function parseLocaleCookie(cookies: string | undefined): Locale | undefined {
  const locale = LOCALE_VALUE.exec(cookies ?? '')?.[1]?.trim();
  return isLocale(locale) ? locale : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
