// One i18next instance per page, with the shared `common` texts bundled: synchronous, so the first render is
// already translated (no backend, no Suspense). Steps add their own namespaces with addTranslations.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@greencard/domain';
import { en } from './resources/en';
import { uk } from './resources/uk';

export const COMMON_NS = 'common';

export function createI18n(locale: Locale): i18n {
  const instance: i18n = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: { uk: { [COMMON_NS]: uk }, en: { [COMMON_NS]: en } },
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds (or replaces) a step's namespace in both languages. */
export function addTranslations(instance: i18n, ns: string, texts: Record<Locale, Record<string, unknown>>): void {
  for (const locale of LOCALES) instance.addResourceBundle(locale, ns, texts[locale], true, true);
}
