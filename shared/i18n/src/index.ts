export { LOCALES, DEFAULT_LOCALE, type Locale } from '@greencard/domain';
export { createI18n, reportTextsFailure, type TextNamespaces, type TextKey, type AnyTextsT } from './createI18n';
export { addTranslations, loadLanguage, lazyTexts, bundledTexts, type TextLoader } from './resources/textLoaders';
export type { Texts, TextTree } from './resources/texts';
export { apiErrorText, STEP_ERROR_TEXT_KEYS, type CommonErrorTextKey } from './messages/apiErrorText';
export { validationText, type FieldMessageKey } from './messages/validationText';
export { localeFromPath, localizePath, stripLocale } from './routing/paths';
// The page's journey plan (one instance in the page), in the step contract's terms: its order is the contract's
// (plannedJourney of @greencard/step-contract/journey).
export type { StepName } from '@greencard/step-contract/stepName';
export type { JourneyCondition, JourneyNeed, StepRoute } from '@greencard/step-contract';
export type { PlannedStep } from '@greencard/step-contract/journey';
export {
  journeyPlan,
  setJourneyPlan,
  subscribeJourneyPlan,
  plannedSteps,
  nextPlannedStep,
  navigateToNextStep,
  type JourneyPlan,
} from './routing/journeyPlan';
export { navigate } from './routing/navigate';
export { awaitArrival } from './routing/pageArrival';
export { parseLocaleCookie, writeLocaleCookie } from './routing/localeCookie';
// i18next and react-i18next are reached through this package only (a lint rule says so): it is one instance in the
// page, so they are too, and the page ships only the parts named here (docs/shared-packages.md).
export { I18nextProvider, useTranslation } from 'react-i18next';
export type { i18n, TFunction, ParseKeys } from 'i18next';
