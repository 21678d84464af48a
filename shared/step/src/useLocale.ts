import { useTranslation } from '@greencard/i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@greencard/domain';

/** The page's language: the shell switches the shared i18n instance when the route's locale changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
