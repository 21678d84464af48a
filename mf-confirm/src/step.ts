import type { StepDefinition } from '@greencard/step';
import { ConfirmStep } from './ConfirmStep';
import { en } from './i18n/en';
import { uk } from './i18n/uk';

/** The confirm step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'confirm',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  translations: { ns: 'confirm', uk, en },
  Root: ConfirmStep,
};
