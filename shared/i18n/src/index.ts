export { LOCALES, DEFAULT_LOCALE, type Locale } from '@greencard/domain';
export { createI18n, reportTextsFailure, COMMON_NS } from './createI18n';
export { addTranslations, loadLanguage, lazyTexts, bundledTexts, type TextLoader } from './resources/textLoaders';
export type { Texts, TextTree } from './resources/texts';
export {
  apiErrorText,
  API_ERROR_TEXT_KEYS,
  COMMON_ERROR_TEXT_KEYS,
  STEP_ERROR_TEXT_KEYS,
  type ApiErrorTextKey,
  type CommonErrorTextKey,
  type TranslatableError,
} from './messages/apiErrorText';
export { validationText, isValidationKey, VALIDATION_PARAMS, type FieldTextValues } from './messages/validationText';
export { localeFromPath, localizePath, stripLocale } from './routing/paths';
export { isStepName, STEP_NAME_RULE, type StepName } from './routing/stepName';
export { parseStepRoutes, LAYOUTS, type LayoutKind, type StepRoute } from './routing/stepRoutes';
export {
  parseStepJourney,
  JOURNEY_CONDITIONS,
  JOURNEY_NEEDS,
  type JourneyCondition,
  type JourneyNeed,
  type StepJourney,
} from './routing/stepJourney';
export { journeyOrder } from './routing/journeyOrder';
export {
  journeyPlan,
  plannedJourney,
  setJourneyPlan,
  subscribeJourneyPlan,
  plannedSteps,
  nextPlannedStep,
  navigateToNextStep,
  type JourneyPlan,
  type PlannedStep,
} from './routing/journeyPlan';
export { navigate, type NavigateOptions } from './routing/navigate';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  parseLocaleCookie,
  readLocaleCookie,
  writeLocaleCookie,
} from './routing/localeCookie';
// i18next and react-i18next are reached through this package only (a lint rule says so): it is one instance in the
// page, so they are too, and the page ships only the parts named here (docs/shared-packages.md).
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { i18n, TFunction } from 'i18next';
