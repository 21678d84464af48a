import { lazyTexts } from '@greencard/i18n';
import type { StepDefinition } from '@greencard/step';
import { paySlice } from './features/pay/paySlice';
import { PaymentStep } from './PaymentStep';

/** The payment step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'payment',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [paySlice],
  translations: { ns: 'payment', load: lazyTexts({ uk: () => import('./i18n/uk'), en: () => import('./i18n/en') }) },
  Root: PaymentStep,
};
