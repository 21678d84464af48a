import { lazyTexts } from '@greencard/i18n';
import type { StepDefinition } from '@greencard/step';
import { ConfirmStep } from './ConfirmStep';

/** The confirm step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'confirm',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  translations: { ns: 'confirm', load: lazyTexts({ uk: () => import('./i18n/uk'), en: () => import('./i18n/en') }) },
  Root: ConfirmStep,
};
