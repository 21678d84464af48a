import { listGuard } from './options/option';

/** The shop's languages: Ukrainian is the default (no route prefix), English lives under /en. */
export const LOCALES = ['uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';

/** A text in every locale; option labels and similar data-borne texts use it. */
export type Localized = Record<Locale, string>;

export const isLocale = listGuard(LOCALES);
