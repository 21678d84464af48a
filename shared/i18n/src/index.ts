export { LOCALES, DEFAULT_LOCALE, type Locale } from '@greencard/domain';
export { createI18n, addTranslations, COMMON_NS } from './createI18n';
export { uk as commonUk, type CommonTexts } from './resources/uk';
export { en as commonEn } from './resources/en';
export type { Texts, TextTree } from './resources/texts';
export { expectSameKeys, translationDifferences } from './resources/expectSameKeys';
export {
  apiErrorText,
  API_ERROR_TEXT_KEYS,
  type ApiErrorTextKey,
  type TranslatableError,
} from './messages/apiErrorText';
export { validationText, isValidationKey, VALIDATION_PARAMS, type FieldTextValues } from './messages/validationText';
export {
  STEP_PATHS,
  STEP_NAMES,
  localeFromPath,
  localizePath,
  stepPath,
  stripLocale,
  type StepName,
} from './routing/paths';
export { parseStepRoutes, LAYOUTS, type LayoutKind, type StepRoute } from './routing/stepRoutes';
export { navigate, navigateToStep, type NavigateOptions } from './routing/navigate';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  parseLocaleCookie,
  readLocaleCookie,
  writeLocaleCookie,
} from './routing/localeCookie';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n, TFunction } from 'i18next';
