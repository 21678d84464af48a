// One i18n instance per page. Texts come per namespace and language through loaders (resources/textLoaders.ts):
// the page loads its own language before it renders (no Suspense, no keys shown), the other on the switch.
import i18next, { type i18n, type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@greencard/domain';
import type { CommonTexts } from './resources/uk';
import { addTranslations, hasLanguage, lazyTexts, loadLanguage, type TextLoader } from './resources/textLoaders';

const COMMON_NS = 'common';

/** The `common` namespace, a chunk per language. */
const commonTexts = lazyTexts({ uk: () => import('./resources/uk'), en: () => import('./resources/en') });

/**
 * The page's text namespaces by name, each with its key tree: `common` here, and each step adds its own beside its
 * texts (`declare module '@greencard/i18n'`), so it reaches i18next's types through this package alone.
 */
export interface TextNamespaces {
  common: CommonTexts;
}

// i18next types t() by these namespaces (its per-package namespace map): a key none of them has does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof COMMON_NS;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into i18next's own: its members are TextNamespaces'
  interface ResourceNamespaceMap extends TextNamespaces {}
}

type TextNamespace = keyof TextNamespaces;

/** A key of any of the page's namespaces, named with its namespace ('common:retry', 'points:validation.max'). */
export type TextKey = { [N in TextNamespace]: `${N}:${ParseKeys<N>}` }[TextNamespace];

/**
 * Any namespace's translator, for the helpers that turn a key the code holds as data (a rule's verdict, a call's
 * failure) into text: it takes a key of any namespace, named with it or not (then the translator's own is asked).
 */
export type AnyTextsT = TFunction<TextNamespace[]>;

/**
 * The page's instance in `locale`, with the `common` namespace registered and its loading started: await
 * `loadLanguage(instance, locale)` before the first render. Tests and the server pass texts at hand.
 */
export function createI18n(locale: Locale, common: TextLoader = commonTexts): i18n {
  const instance: i18n = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    resources: {},
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // Whoever changes the language loads it first (the shell does). A namespace registered meanwhile is loaded here,
  // and the change announced again once it is in, so what shows it renders in the new language.
  instance.on('languageChanged', (language: Locale) => {
    if (hasLanguage(instance, language)) return;
    loadLanguage(instance, language).then(() => {
      if (instance.language === language) instance.emit('languageChanged', language);
    }, reportTextsFailure);
  });
  addTranslations(instance, COMMON_NS, common).catch(reportTextsFailure);
  return instance;
}

/** Texts that could not be loaded: the page goes on with what it has, and says why in the console. */
export function reportTextsFailure(error: unknown): void {
  console.error('Texts could not be loaded', error);
}
