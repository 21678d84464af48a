import { lazyTexts } from '@greencard/i18n';
import type { StepDefinition } from '@greencard/step';
import { ContractStep } from './ContractStep';
import { creationSlice } from './features/creation/creationSlice';

/** The contract step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'contract',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [creationSlice],
  translations: { ns: 'contract', load: lazyTexts({ uk: () => import('./i18n/uk'), en: () => import('./i18n/en') }) },
  Root: ContractStep,
};
