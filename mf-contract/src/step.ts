import type { StepDefinition } from '@greencard/step';
import { ContractStep } from './ContractStep';
import { creationSlice } from './features/creation/creationSlice';
import { en } from './i18n/en';
import { uk } from './i18n/uk';

/** The contract step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'contract',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [creationSlice],
  translations: { ns: 'contract', uk, en },
  Root: ContractStep,
};
