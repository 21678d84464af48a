import type { StepDefinition } from '@greencard/step';
import { CalculatorStep } from './CalculatorStep';
import { en } from './i18n/en';
import { uk } from './i18n/uk';

/** The calculator step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'calculator',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  translations: { ns: 'calculator', uk, en },
  Root: CalculatorStep,
};
