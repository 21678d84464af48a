import { useTranslation } from '@greencard/i18n';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '@greencard/domain';

/** The page's language: the shell switches the shared i18n instance when the route's locale changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.language as Locale;
  return (LOCALES as readonly string[]).includes(language) ? language : DEFAULT_LOCALE;
}
