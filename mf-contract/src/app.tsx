import { createStepLifecycle } from '@greencard/step';
import { ContractStep } from './ContractStep';
import { creationSlice } from './features/creation/creationSlice';
import { en } from './i18n/en';
import { uk } from './i18n/uk';

export const { bootstrap, mount, unmount } = createStepLifecycle({
  name: 'contract',
  journeyMajor: __JOURNEY_MAJOR__,
  build: __STEP_BUILD__,
  slices: [creationSlice],
  translations: { ns: 'contract', uk, en },
  Root: ContractStep,
});
