// Test helpers of the i18n package. Imported as '@greencard/i18n/testing' from tests only, so the page's shared i18n
// chunk does not carry them.
export { expectSameKeys, translationDifferences } from './src/resources/expectSameKeys';
