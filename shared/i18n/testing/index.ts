// Test helpers of the i18n package. Imported as '@greencard/i18n/testing' from tests only, so the page's shared i18n
// chunk does not carry them.
import type { Locale } from '@greencard/domain';
import { createI18n } from '../src/createI18n';
import { en } from '../src/resources/en';
import { bundledTexts } from '../src/resources/textLoaders';
import { uk } from '../src/resources/uk';

export { expectSameKeys } from './expectSameKeys';
export { uk as commonUk } from '../src/resources/uk';
export { en as commonEn } from '../src/resources/en';

/** The common texts in both languages, at hand: a test's instance is translated from its first render. */
const bundledCommonTexts = bundledTexts({ uk, en });

/**
 * The texts the tests of the i18n machinery and of a step's lifecycle register under `probe`, a namespace no page
 * has: typed as a page's namespace is, so those tests' t() calls are checked too.
 */
interface ProbeTexts {
  hello: string;
  onlyUk: string;
  title: string;
  limit: string;
  errors: { pointsDefault: string };
}

declare module '../src/createI18n' {
  interface TextNamespaces {
    probe: ProbeTexts;
  }
}

/** The page's i18n instance as a test needs it: `createI18n` with the common texts at hand instead of in chunks. */
export const createTestI18n = (locale: Locale) => createI18n(locale, bundledCommonTexts);
