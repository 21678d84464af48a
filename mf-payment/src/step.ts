import type { StepDefinition } from '@greencard/step';
import { paySlice } from './features/pay/paySlice';
import { en } from './i18n/en';
import { uk } from './i18n/uk';
import { PaymentStep } from './PaymentStep';

/** The payment step as the shell's page and the shop server both render it. */
export const step: StepDefinition = {
  name: 'payment',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [paySlice],
  translations: { ns: 'payment', uk, en },
  Root: PaymentStep,
};
