// How a namespace's texts reach the page's i18n instance: each namespace registers a loader, and only the page's
// language is loaded; the other is loaded when the buyer switches (docs/shared-packages.md). The shop server announces the
// page's language chunk, so loading it costs the page no round trip of its own.
import type { i18n } from 'i18next';
import type { Locale } from '@greencard/domain';
import type { TextTree } from './texts';

/** One namespace's texts in one language: at hand, or fetched as that language's chunk. */
export type TextLoader = (locale: Locale) => TextTree | Promise<TextTree>;

/**
 * Texts split per language, a dynamic import each: only the language asked for is fetched. Each module exports its
 * tree under its language's name (`export const uk = ...`); the build names the chunks (textChunkGroups in
 * @greencard/build's sharedChunks.js).
 */
export const lazyTexts =
  (chunks: { [L in Locale]: () => Promise<Record<L, TextTree>> }): TextLoader =>
  (locale) =>
    (chunks[locale] as () => Promise<Record<Locale, TextTree>>)().then((module) => module[locale]);

/** Texts already in the bundle in every language: for the few that are not worth a chunk per language. */
export const bundledTexts =
  (texts: Record<Locale, TextTree>): TextLoader =>
  (locale) =>
    texts[locale];

interface Registry {
  loaders: Map<string, TextLoader>;
  /** Loads under way, by language and namespace, with the loader doing each: asking twice waits for the same one. */
  pending: Map<string, { loader: TextLoader; loading: Promise<void> }>;
}

// Kept by the instance's resource store: react-i18next's useTranslation hands components a copy of the instance
// object, not the instance, and both hold the same store.
const registries = new WeakMap<object, Registry>();

function registryOf(instance: i18n): Registry {
  let registry = registries.get(instance.store);
  if (!registry) {
    registry = { loaders: new Map(), pending: new Map() };
    registries.set(instance.store, registry);
  }
  return registry;
}

function loadNamespace(instance: i18n, ns: string, locale: Locale): Promise<void> {
  const registry = registryOf(instance);
  const loader = registry.loaders.get(ns);
  if (!loader || instance.hasResourceBundle(locale, ns)) return Promise.resolve();
  const key = `${locale}:${ns}`;
  const underWay = registry.pending.get(key);
  if (underWay?.loader === loader) return underWay.loading;
  const add = (texts: TextTree) => {
    // A loader replaced meanwhile (another build of the step) brings its own texts.
    if (registry.loaders.get(ns) === loader) instance.addResourceBundle(locale, ns, texts, true, true);
  };
  const texts = loader(locale);
  // Texts at hand are added at once, so a render right after registering them is already translated.
  if (!(texts instanceof Promise)) return Promise.resolve(add(texts));
  const loading = texts.then(add).finally(() => {
    if (registry.pending.get(key)?.loading === loading) registry.pending.delete(key);
  });
  registry.pending.set(key, { loader, loading });
  return loading;
}

/**
 * Registers a namespace's texts and loads them in the instance's current language; resolves once they are in.
 * Registering the same loader again changes nothing; a different one (another build) replaces the texts.
 */
export function addTranslations(instance: i18n, ns: string, loader: TextLoader): Promise<void> {
  const registry = registryOf(instance);
  if (registry.loaders.get(ns) !== loader) {
    for (const locale of Object.keys(instance.store.data)) instance.removeResourceBundle(locale, ns);
    registry.loaders.set(ns, loader);
  }
  return loadNamespace(instance, ns, instance.language as Locale);
}

/** Loads every registered namespace in `locale`; resolves once all are in (or rejects with the first that failed). */
export async function loadLanguage(instance: i18n, locale: Locale): Promise<void> {
  await Promise.all([...registryOf(instance).loaders.keys()].map((ns) => loadNamespace(instance, ns, locale)));
}

/** Whether every registered namespace is in `locale`. */
export function hasLanguage(instance: i18n, locale: Locale): boolean {
  return [...registryOf(instance).loaders.keys()].every((ns) => instance.hasResourceBundle(locale, ns));
}
