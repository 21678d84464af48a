import type { StepDefinition } from '@greencard/step';
import { en } from './i18n/en';
import { uk } from './i18n/uk';
import { PointsStep } from './PointsStep';

/** The points step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'points',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  translations: { ns: 'points', uk, en },
  Root: PointsStep,
};
